import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { keyNames, readGuid, readSha256, relPathOfKey, writeGuid, writeSha256 } from './compact-fields.js';

describe('compact fields', () => {
  it('keeps a lower-case sha-256 as its 32 bytes, and nothing else', () => {
    const bytes = Buffer.alloc(40);
    const sha = 'a3f1' + '0123456789abcdef'.repeat(3) + '0f1e2d3c4b5a';
    expect(writeSha256(bytes, 4, sha)).toBe(true);
    expect(readSha256(bytes, 4)).toBe(sha);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.alloc(4));
    for (const odd of [
      sha.toUpperCase(),
      sha.slice(1),
      `${sha}0`,
      `${sha.slice(0, 63)}g`,
      ` ${sha.slice(1)}`,
      42,
    ])
      expect(writeSha256(bytes, 4, odd)).toBe(false);
  });

  it('keeps a lower-case GUID as its 16 bytes, and nothing else', () => {
    const bytes = Buffer.alloc(16);
    const id = randomUUID();
    expect(writeGuid(bytes, 0, id)).toBe(true);
    expect(readGuid(bytes, 0)).toBe(id);
    const digits = id.replaceAll('-', '');
    for (const odd of [
      id.toUpperCase(),
      digits,
      `${digits.slice(0, 8)}-${digits.slice(8, 12)}-${digits.slice(12, 16)}-${digits.slice(16, 20)}${digits.slice(20)}-`,
      `${id.slice(0, 35)}z`,
      `{${id.slice(1)}`,
      undefined,
    ])
      expect(writeGuid(bytes, 0, odd)).toBe(false);
  });

  it('knows when a key names a path, so the path need not be kept', () => {
    const linkId = randomUUID();
    const key = `${linkId}:Jobs/a:b.pdf`;
    expect(keyNames(key, linkId, 'Jobs/a:b.pdf')).toBe(true);
    expect(relPathOfKey(key, linkId)).toBe('Jobs/a:b.pdf');
    expect(keyNames(key, linkId, 'Jobs/a:b.PDF')).toBe(false);
    expect(keyNames(key, linkId, 'b.pdf')).toBe(false);
    expect(keyNames(key, linkId, undefined)).toBe(false);
    expect(keyNames(key, randomUUID(), 'Jobs/a:b.pdf')).toBe(false);
    expect(relPathOfKey(key, linkId.slice(0, 8))).toBeUndefined();
  });
});
