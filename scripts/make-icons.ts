/**
 * Draws PrintDesk's icons (the app icon for packaging, the window icon and the tray's sync states)
 * from a few vector-like shapes and writes them as PNG files. Pure Node (zlib) so it runs anywhere
 * the build runs: `npx tsx scripts/make-icons.ts`. The output is deterministic and committed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

/** Straight (not premultiplied) colour, each channel 0..255. */
type Rgba = readonly [number, number, number, number];
/** A layer of the drawing: its colour at a point of the unit square, or null where it is absent. */
type Layer = (x: number, y: number) => Rgba | null;

export type TrayState = 'idle' | 'syncing' | 'paused' | 'error';
export const trayStates: readonly TrayState[] = ['idle', 'syncing', 'paused', 'error'];

const hex = (value: string, alpha = 255): Rgba => [
  Number.parseInt(value.slice(1, 3), 16),
  Number.parseInt(value.slice(3, 5), 16),
  Number.parseInt(value.slice(5, 7), 16),
  alpha,
];

function inRoundedRect(
  x: number,
  y: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  r: number,
): boolean {
  if (x < x0 || x > x1 || y < y0 || y > y1) return false;
  const cx = Math.min(Math.max(x, x0 + r), x1 - r);
  const cy = Math.min(Math.max(y, y0 + r), y1 - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

const inCircle = (x: number, y: number, cx: number, cy: number, r: number): boolean =>
  (x - cx) ** 2 + (y - cy) ** 2 <= r * r;

const rect =
  (x0: number, y0: number, x1: number, y1: number, r: number, color: Rgba): Layer =>
  (x, y) =>
    inRoundedRect(x, y, x0, y0, x1, y1, r) ? color : null;

/** A sheet of paper with its top-right corner folded over. */
function page(x0: number, y0: number, x1: number, y1: number, fold: number): Layer {
  const paper = hex('#ffffff');
  const flap = hex('#bfdbfe');
  return (x, y) => {
    if (x < x0 || x > x1 || y < y0 || y > y1) return null;
    const intoCorner = x - (x1 - fold) - (y - y0);
    if (intoCorner > 0) return null;
    if (x > x1 - fold && y < y0 + fold) return flap;
    return paper;
  };
}

/** The printer with a page going in at the top and a printed sheet coming out at the bottom. */
function printer(): Layer[] {
  const ink = hex('#1d4ed8');
  const lines = [0.72, 0.77, 0.82].map((y, i) => rect(0.34, y, i === 2 ? 0.54 : 0.66, y + 0.025, 0.01, ink));
  return [
    page(0.3, 0.14, 0.7, 0.6, 0.1),
    rect(0.14, 0.42, 0.86, 0.74, 0.07, hex('#0f172a')),
    rect(0.24, 0.62, 0.76, 0.66, 0.015, hex('#334155')),
    rect(0.3, 0.64, 0.7, 0.88, 0.012, hex('#ffffff')),
    ...lines,
    (x, y) => (inCircle(x, y, 0.76, 0.5, 0.03) ? hex('#4ade80') : null),
  ];
}

function background(): Layer {
  const top = hex('#3b82f6');
  const bottom = hex('#1e40af');
  return (x, y) => {
    if (!inRoundedRect(x, y, 0.04, 0.04, 0.96, 0.96, 0.2)) return null;
    const t = (y - 0.04) / 0.92;
    return [0, 1, 2, 3].map((i) => top[i]! + (bottom[i]! - top[i]!) * t) as unknown as Rgba;
  };
}

/** The state badge of a tray icon: a coloured disc in the lower-right corner with a white mark. */
function badge(state: TrayState): Layer[] {
  if (state === 'idle') return [];
  const cx = 0.72;
  const cy = 0.72;
  const r = 0.28;
  const white = hex('#ffffff');
  const disc: Layer = (x, y) => {
    if (inCircle(x, y, cx, cy, r + 0.04)) {
      if (!inCircle(x, y, cx, cy, r)) return hex('#ffffff');
      return hex(state === 'syncing' ? '#2563eb' : state === 'paused' ? '#f59e0b' : '#dc2626');
    }
    return null;
  };
  const marks: Record<Exclude<TrayState, 'idle'>, Layer[]> = {
    // An upward arrow: the files go up to the print library.
    syncing: [
      rect(cx - 0.04, cy - 0.06, cx + 0.04, cy + 0.17, 0.01, white),
      (x, y) =>
        y >= cy - 0.18 && y <= cy - 0.02 && Math.abs(x - cx) <= ((y - (cy - 0.18)) / 0.16) * 0.14
          ? white
          : null,
    ],
    paused: [
      rect(cx - 0.11, cy - 0.13, cx - 0.03, cy + 0.13, 0.01, white),
      rect(cx + 0.03, cy - 0.13, cx + 0.11, cy + 0.13, 0.01, white),
    ],
    error: [
      rect(cx - 0.04, cy - 0.17, cx + 0.04, cy + 0.05, 0.02, white),
      (x, y) => (inCircle(x, y, cx, cy + 0.13, 0.045) ? white : null),
    ],
  };
  return [disc, ...marks[state]];
}

export const appIconLayers = (): Layer[] => [background(), ...printer()];
export const trayIconLayers = (state: TrayState): Layer[] => [background(), ...printer(), ...badge(state)];

/** Rasterises the layers into a size×size RGBA buffer, antialiased by supersampling each pixel. */
export function rasterize(layers: readonly Layer[], size: number): Buffer {
  const samples = size <= 64 ? 8 : 4;
  const out = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      // Premultiplied accumulation, so edges blend against transparency correctly.
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          let cr = 0;
          let cg = 0;
          let cb = 0;
          let ca = 0;
          for (const layer of layers) {
            const c = layer(x, y);
            if (!c) continue;
            const alpha = c[3] / 255;
            cr = c[0] * alpha + cr * (1 - alpha);
            cg = c[1] * alpha + cg * (1 - alpha);
            cb = c[2] * alpha + cb * (1 - alpha);
            ca = alpha + ca * (1 - alpha);
          }
          r += cr;
          g += cg;
          b += cb;
          a += ca;
        }
      }
      const n = samples * samples;
      const o = (py * size + px) * 4;
      const alpha = a / n;
      out[o] = alpha > 0 ? Math.round(r / n / alpha) : 0;
      out[o + 1] = alpha > 0 ? Math.round(g / n / alpha) : 0;
      out[o + 2] = alpha > 0 ? Math.round(b / n / alpha) : 0;
      out[o + 3] = Math.round(alpha * 255);
    }
  }
  return out;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

export function crc32(data: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of data) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Encodes an RGBA buffer as a PNG (8-bit, colour type 6, no filtering). */
export function encodePng(rgba: Buffer, width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 6;
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Every icon file, relative to the repository root, with how to draw it. */
export function iconFiles(): { path: string; size: number; layers: () => Layer[] }[] {
  const linuxSizes = [16, 32, 48, 64, 128, 256, 512];
  return [
    // electron-builder derives the macOS .icns and Windows .ico from this one (1024 for Retina).
    { path: 'build/icon.png', size: 1024, layers: appIconLayers },
    ...linuxSizes.map((size) => ({ path: `build/icons/${size}x${size}.png`, size, layers: appIconLayers })),
    { path: 'assets/icons/app.png', size: 256, layers: appIconLayers },
    ...trayStates.flatMap((state) => [
      { path: `assets/icons/tray-${state}.png`, size: 16, layers: () => trayIconLayers(state) },
      { path: `assets/icons/tray-${state}@2x.png`, size: 32, layers: () => trayIconLayers(state) },
    ]),
  ];
}

export function renderIcon(layers: readonly Layer[], size: number): Buffer {
  return encodePng(rasterize(layers, size), size, size);
}

async function main(): Promise<void> {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  for (const icon of iconFiles()) {
    const target = join(root, icon.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, renderIcon(icon.layers(), icon.size));
    console.log(`${icon.path} (${icon.size}x${icon.size})`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`make-icons: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
}
