import { access, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getCurrentFuseWire } from '@electron/fuses';
import { SENTINEL } from '@electron/fuses/dist/constants.js';
import type { Configuration } from 'app-builder-lib';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config.js';
import { FuseState, FuseV1Options, fuseConfigOf, fusePackager } from './test-support/fuses.js';

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
      expect.arrayContaining([
        'dist/**/*',
        '!dist/**/*.map',
        'assets/icons/**/*',
        'assets/fonts/**/*',
        'package.json',
      ]),
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

/** Each fuse as the hardening needs it: electron-builder's key, the fuse it flips, its state, and why. */
const fuseRules = [
  ['runAsNode', FuseV1Options.RunAsNode, false, 'ELECTRON_RUN_AS_NODE would run any script as PrintDesk'],
  [
    'enableNodeOptionsEnvironmentVariable',
    FuseV1Options.EnableNodeOptionsEnvironmentVariable,
    false,
    'NODE_OPTIONS could preload code',
  ],
  [
    'enableNodeCliInspectArguments',
    FuseV1Options.EnableNodeCliInspectArguments,
    false,
    '--inspect and SIGUSR1 open a debugger',
  ],
  [
    'grantFileProtocolExtraPrivileges',
    FuseV1Options.GrantFileProtocolExtraPrivileges,
    false,
    'the renderer is on app://',
  ],
  [
    'enableEmbeddedAsarIntegrityValidation',
    FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
    true,
    'a changed app.asar does not start',
  ],
  [
    'onlyLoadAppFromAsar',
    FuseV1Options.OnlyLoadAppFromAsar,
    true,
    'no app/ folder beside app.asar is loaded',
  ],
  ['enableCookieEncryption', FuseV1Options.EnableCookieEncryption, true, 'cookies on disk are encrypted'],
] as const;

/**
 * A stand-in for an Electron binary: its fuse wire (sentinel, version 1, length, one byte per fuse)
 * with Electron's own defaults ('1' on: RunAsNode, NodeOptions, NodeCliInspect, FileProtocolExtraPrivileges).
 */
function unfusedBinary(): Buffer {
  const defaults = '10110001';
  return Buffer.concat([
    Buffer.from('ELF-ish bytes before the wire '),
    Buffer.from(SENTINEL, 'latin1'),
    Buffer.from([1, defaults.length]),
    Buffer.from(defaults, 'latin1'),
    Buffer.from(' and after it'),
  ]);
}

describe('hardening of the packaged app', () => {
  let config: Configuration;
  it('loads the configuration', async () => {
    config = await getConfig(process.cwd(), null, null);
  });

  it.each(fuseRules)('sets the %s fuse as the hardening needs', (key, _fuse, wanted, why) => {
    expect(config.electronFuses?.[key], why).toBe(wanted);
  });

  it('decides every fuse of the wire, none left to the Electron default', () => {
    const fuses = Object.values(FuseV1Options).filter((v) => typeof v === 'number');
    expect(Object.keys(config.electronFuses ?? {})).toHaveLength(fuses.length);
  });

  it('has electron-builder flip them in the binary it packages, as the build does', async () => {
    const appOutDir = await mkdtemp(join(tmpdir(), 'printdesk-fuses-'));
    try {
      const binary = join(appOutDir, String(config.linux?.executableName));
      await writeFile(binary, unfusedBinary());
      // electron-builder's own steps after packing (doAddElectronFuses): its config to @electron/fuses'
      // wire, then the flip in <appOutDir>/<executableName>.
      const packager = fusePackager(String(config.linux?.executableName));
      const wire = await fuseConfigOf(config.electronFuses!);
      await packager.addElectronFuses({ appOutDir, electronPlatformName: 'linux' } as never, wire);
      const flipped = await getCurrentFuseWire(binary);
      for (const [key, fuse, wanted] of fuseRules) {
        expect(flipped[fuse], key).toBe(wanted ? FuseState.ENABLE : FuseState.DISABLE);
      }
      expect(flipped[FuseV1Options.LoadBrowserProcessSpecificV8Snapshot]).toBe(FuseState.DISABLE);
    } finally {
      await rm(appOutDir, { recursive: true, force: true });
    }
  });

  it('ships the app as one app.asar whose integrity electron-builder records', () => {
    expect(config.asar).toBe(true);
    expect(config.disableAsarIntegrity ?? false).toBe(false);
    // Unpacked files are not covered by the integrity check: only native modules may leave the archive.
    const unpacked = [config.asarUnpack ?? []].flat();
    expect(unpacked.filter((pattern) => !/\.node$/.test(pattern))).toEqual([]);
  });

  it('relies on no fuse it turns off: nothing of ours sets ELECTRON_RUN_AS_NODE, NODE_OPTIONS or --inspect', async () => {
    const sources = (await readdir('electron', { recursive: true })).filter(
      (file) => file.endsWith('.ts') && !/\.(test|spec)\.ts$|test-support/.test(file),
    );
    expect(sources.length).toBeGreaterThan(50);
    for (const file of sources) {
      const text = await readFile(join('electron', file), 'utf8');
      expect(text, file).not.toMatch(/ELECTRON_RUN_AS_NODE|NODE_OPTIONS|--inspect/);
    }
  });
});
