import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { idBytes, idsHeld, readIds, writeIds, type Fields } from './compact-fields.js';

/** Writes the ids at `at`, and reads back what was held: the fields, and what went to `rest`. */
function roundTrip(record: Fields, at = 0): { held: number; read: Fields; rest: Fields; bytes: Buffer } {
  const bytes = Buffer.alloc(at + idBytes);
  const rest: Fields = {};
  const held = writeIds(bytes, at, record, rest);
  const read: Fields = {};
  readIds(bytes, at, held, read);
  return { held, read, rest, bytes };
}

describe('compact fields', () => {
  it('keeps a lower-case sha-256 as its 32 bytes, and nothing else', () => {
    const sha = 'a3f1' + '0123456789abcdef'.repeat(3) + '0f1e2d3c4b5a';
    const kept = roundTrip({ sha256: sha }, 4);
    expect(kept.held).toBe(idsHeld.sha256);
    expect(kept.read).toEqual({ sha256: sha });
    expect(kept.rest).toEqual({});
    expect(kept.bytes.subarray(0, 4)).toEqual(Buffer.alloc(4));
    for (const odd of [
      sha.toUpperCase(),
      sha.slice(1),
      `${sha}0`,
      `${sha.slice(0, 63)}g`,
      ` ${sha.slice(1)}`,
      42,
    ]) {
      const { held, read, rest } = roundTrip({ sha256: odd });
      expect(held).toBe(0);
      expect(read).toEqual({});
      expect(rest).toEqual({ sha256: odd });
    }
  });

  it('keeps a lower-case GUID as its 16 bytes, and nothing else', () => {
    const id = randomUUID();
    const kept = roundTrip({ fileId: id });
    expect(kept.held).toBe(idsHeld.fileId);
    expect(kept.read).toEqual({ fileId: id });
    const digits = id.replaceAll('-', '');
    for (const odd of [
      id.toUpperCase(),
      digits,
      `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}${digits.slice(20)}-`,
      `${id.slice(0, 35)}z`,
      `{${id.slice(1)}`,
    ]) {
      const { held, rest } = roundTrip({ fileId: odd });
      expect(held).toBe(0);
      expect(rest).toEqual({ fileId: odd });
    }
    expect(roundTrip({ fileId: undefined })).toMatchObject({ held: 0, read: {}, rest: {} });
  });
});
