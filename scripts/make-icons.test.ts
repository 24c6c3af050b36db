import { readFile } from 'node:fs/promises';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, iconFiles, renderIcon, trayIconLayers, trayStates } from './make-icons.js';

/** Decodes what encodePng writes (8-bit RGBA, filter 0), checking every chunk's CRC. */
function decode(png: Buffer): { width: number; height: number; pixel(x: number, y: number): number[] } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  let offset = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const body = png.subarray(offset + 4, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(body));
    const type = body.subarray(0, 4).toString('latin1');
    if (type === 'IHDR') {
      width = body.readUInt32BE(4);
      height = body.readUInt32BE(8);
    } else if (type === 'IDAT') data.push(body.subarray(4));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  expect(raw.length).toBe((width * 4 + 1) * height);
  return {
    width,
    height,
    pixel: (x, y) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)],
  };
}

describe('make-icons', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });

  it('writes valid PNGs of the asked size, transparent in the corners', () => {
    const png = decode(renderIcon(trayIconLayers('idle'), 32));
    expect([png.width, png.height]).toEqual([32, 32]);
    expect(png.pixel(0, 0)[3]).toBe(0);
    expect(png.pixel(16, 4)[3]).toBe(255);
  });

  it('colours each tray state so it can be told apart at a glance', () => {
    const badge = (state: (typeof trayStates)[number]) =>
      decode(renderIcon(trayIconLayers(state), 32)).pixel(27, 20);
    const [r, g, b] = badge('error');
    expect(r).toBeGreaterThan(180);
    expect(g! + b!).toBeLessThan(200);
    expect(badge('paused')[0]).toBeGreaterThan(200);
    expect(badge('syncing')[2]).toBeGreaterThan(180);
    expect(new Set(trayStates.map((s) => badge(s).join()))).toHaveProperty('size', 4);
  });

  it('matches the committed tray and window icons (run `npx tsx scripts/make-icons.ts` after a change)', async () => {
    for (const icon of iconFiles().filter((i) => i.size <= 256)) {
      expect((await readFile(icon.path)).equals(renderIcon(icon.layers(), icon.size)), icon.path).toBe(true);
    }
  });
});
