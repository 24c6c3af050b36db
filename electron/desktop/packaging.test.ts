import { access, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';

/** Reads the PNG header: [width, height]. */
async function pngSize(path: string): Promise<[number, number]> {
  const bytes = await readFile(path);
  expect(bytes.subarray(1, 4).toString('latin1'), path).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

const targets = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map((t) =>
    typeof t === 'string' ? t : (t as { target: string }).target,
  );

describe('electron-builder configuration', () => {
  let config: Configuration;
  it("loads from electron-builder.yml and passes electron-builder's own schema", async () => {
    config = await getConfig(process.cwd(), null, null);
    await expect(
      validateConfiguration(config, { add: () => {}, isEnabled: false } as never),
    ).resolves.toBeUndefined();
  });

  it('names the app and its targets: deb and AppImage, dmg, nsis', () => {
    expect(config.appId).toBe('com.printdesk.app');
    expect(config.productName).toBe('PrintDesk');
    expect(targets(config.linux?.target)).toEqual(['deb', 'AppImage']);
    expect(targets(config.mac?.target)).toEqual(['dmg']);
    expect(targets(config.win?.target)).toEqual(['nsis']);
    expect(config.linux?.maintainer).toMatch(/<.+@.+>/);
    expect(config.linux?.category).toBe('Office');
  });

  it('packages the built app, its icons and package.json, and no source maps', () => {
    const files = (Array.isArray(config.files) ? config.files : [config.files]).flatMap((f) =>
      typeof f === 'string' ? [f] : ((f as { filter?: string[] })?.filter ?? []),
    );
    expect(files).toEqual(
      expect.arrayContaining(['dist/**/*', '!dist/**/*.map', 'assets/icons/**/*', 'package.json']),
    );
  });

  it('has every resource it points at, with an app icon of at least 512x512', async () => {
    const [width, height] = await pngSize('build/icon.png');
    expect(Math.min(width, height)).toBeGreaterThanOrEqual(512);
    expect(width).toBe(height);
    await access(String(config.mac?.entitlements));
    for (const size of [16, 32, 48, 64, 128, 256, 512]) {
      expect(await pngSize(`build/icons/${size}x${size}.png`)).toEqual([size, size]);
    }
  });

  it('starts the packaged app at the main process the build emits', async () => {
    const pkg = JSON.parse(await readFile('package.json', 'utf8')) as { main: string };
    expect(pkg.main).toBe('dist/electron/main.js');
  });
});
