import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { Script, createContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from 'vite';
import { requestChannels } from './shared/contract/channels.js';

const electron = vi.hoisted(() => {
  const exposed = new Map<string, unknown>();
  return {
    exposed,
    contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
    ipcRenderer: null as unknown as EventEmitter & { invoke: (...args: unknown[]) => Promise<unknown> },
    webUtils: { getPathForFile: (file: { name: string }) => `/dropped/${file.name}` },
  };
});
electron.ipcRenderer = Object.assign(new EventEmitter(), {
  invoke: vi.fn(async (..._args: unknown[]) => ({ ok: true, value: { connected: false } })),
});
vi.mock('electron', () => electron);

type Api = Record<string, (...args: unknown[]) => unknown>;

describe('preload', () => {
  let api: Api;
  beforeAll(async () => {
    await import('./preload.js');
    api = electron.exposed.get('printdesk') as Api;
  });

  it('exposes window.printdesk and nothing else', () => {
    expect([...electron.exposed.keys()]).toEqual(['printdesk']);
  });

  it("exposes exactly the contract's request channels, on and pathForFile", () => {
    expect(Object.keys(api).sort()).toEqual([...requestChannels, 'on', 'pathForFile'].sort());
  });

  it('sends every request over the one request channel with only the channel, the input and the paths granted since the last request', async () => {
    await expect(api['account.status']!({}, 'extra')).resolves.toEqual({ connected: false });
    expect(electron.ipcRenderer.invoke).toHaveBeenCalledWith('printdesk:request', 'account.status', {}, []);
  });

  it('hands listeners the payload and seq, never the IPC event', () => {
    const listener = vi.fn();
    const off = api.on!('notice', listener) as () => void;
    const payload = { level: 'error', message: 'Key refused' };
    electron.ipcRenderer.emit(
      'printdesk:event',
      { sender: 'ipc internals' },
      { event: 'notice', seq: 3, payload },
    );
    expect(listener).toHaveBeenCalledWith(payload, 3);
    off();
    expect(electron.ipcRenderer.listenerCount('printdesk:event')).toBe(0);
  });

  it('turns a dropped file into its path with webUtils', () => {
    expect(api.pathForFile!({ name: 'flyer.pdf' })).toBe('/dropped/flyer.pdf');
  });
});

describe('the preload bundle', () => {
  let outDir: string;
  let bundle: string;
  beforeAll(async () => {
    outDir = await mkdtemp(join(tmpdir(), 'printdesk-preload-'));
    await build({
      configFile: 'vite.preload.config.ts',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    bundle = await readFile(join(outDir, 'preload.cjs'), 'utf8');
  });
  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('is at most 150 KB: the contract it is made from carries data, and no message catalogue comes with it', async () => {
    expect(Buffer.byteLength(bundle)).toBeLessThanOrEqual(150_000);
    const map = JSON.parse(await readFile(join(outDir, 'preload.cjs.map'), 'utf8')) as { sources: string[] };
    const words = map.sources.filter((source) =>
      /electron\/i18n\/(en|de)\/|electron\/i18n\/(catalogue|intl)\.ts|@formatjs|intl-messageformat/.test(
        source,
      ),
    );
    expect(words).toEqual([]);
  });

  it("is one CommonJS file that requires nothing but 'electron' (a sandboxed preload can load nothing else)", () => {
    const required = [...bundle.matchAll(/\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)/g)].map((m) => m[1]);
    expect(required).toEqual(['electron']);
    expect(bundle).not.toMatch(/^\s*(import|export)\s/m);
    expect(bundle).not.toMatch(/\bimport\(/);
  });

  it('runs with nothing but require("electron"), as in a sandboxed renderer, and exposes the api', async () => {
    const exposed = new Map<string, Record<string, unknown>>();
    const sandboxElectron = {
      contextBridge: {
        exposeInMainWorld: (key: string, api: Record<string, unknown>) => exposed.set(key, api),
      },
      ipcRenderer: {
        invoke: async () => ({ ok: true, value: 'pong' }),
        on: () => {},
        removeListener: () => {},
      },
      webUtils: { getPathForFile: () => '/p' },
    };
    const context = createContext({
      require: (name: string) => {
        if (name !== 'electron') throw new Error(`a sandboxed preload cannot require "${name}"`);
        return sandboxElectron;
      },
    });
    new Script(bundle, { filename: 'preload.cjs' }).runInContext(context);
    const api = exposed.get('printdesk')!;
    expect(Object.keys(api).sort()).toEqual([...requestChannels, 'on', 'pathForFile'].sort());
    await expect((api['sync.status'] as (input: object) => Promise<unknown>)({})).resolves.toBe('pong');
  });
});
