import { describe, expect, it, vi } from 'vitest';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { EventName } from '../shared/contract/channels.js';
import { PathGrants } from '../app/path-grants/path-grants.js';
import { createDesktopApi } from './bridge.js';
import { bindIpc } from './ipc-host.js';

function setUp(trusted: boolean) {
  let handler: ((event: unknown, ...args: unknown[]) => Promise<unknown>) | undefined;
  const ipcMain = {
    handle: vi.fn((_channel: string, h: typeof handler) => {
      handler = h;
    }),
    removeHandler: vi.fn(),
  };
  const grants = new PathGrants();
  // The router answers whether the file named in the request was granted when the request arrived.
  const router = {
    invoke: vi.fn(async (channel: string, input?: unknown) => {
      const path = (input as { path?: string } | undefined)?.path;
      return { ok: true as const, value: path === undefined ? channel : grants.has(path) };
    }),
  };
  const refused = vi.fn();
  let emit: (event: EventName, payload: unknown, seq: number) => void = () => {};
  const stopEvents = vi.fn();
  const target = { send: vi.fn() };
  const unbind = bindIpc({
    ipcMain: ipcMain as unknown as IpcMain,
    router,
    isTrustedSender: () => trusted,
    onEvent: (listener) => {
      emit = listener;
      return stopEvents;
    },
    target: () => target,
    grant: (path) => grants.grant(path),
    refused,
    log: () => {},
  });
  const event = { senderFrame: { url: 'file:///x/index.html' } } as unknown as IpcMainInvokeEvent;
  return {
    ipcMain,
    router,
    call: (...args: unknown[]) => handler!(event, ...args),
    emit: (...a: Parameters<typeof emit>) => emit(...a),
    target,
    stopEvents,
    unbind,
    grants,
    refused,
  };
}

describe('bindIpc', () => {
  it('passes a trusted request to the router on the request channel', async () => {
    const s = setUp(true);
    expect(s.ipcMain.handle).toHaveBeenCalledWith('printdesk:request', expect.any(Function));
    await expect(s.call('library.tree', {})).resolves.toEqual({ ok: true, value: 'library.tree' });
    expect(s.router.invoke).toHaveBeenCalledWith('library.tree', {});
  });

  it('refuses an untrusted sender without reaching the router, and logs the refusal', async () => {
    const s = setUp(false);
    await expect(s.call('account.connect', { key: 'x' })).rejects.toThrow(/not PrintDesk/);
    expect(s.router.invoke).not.toHaveBeenCalled();
    expect(s.refused).toHaveBeenCalledWith('account.connect', expect.stringMatching(/untrusted sender/));
  });

  it('grants the path of a file dropped in the window before the request that names it', async () => {
    const s = setUp(true);
    // The preload's end: the bridge sends the dropped file's path along with the next request.
    const api = createDesktopApi({
      invoke: (channel, input, grants) => s.call(channel, input, grants),
      subscribe: () => () => {},
      pathForFile: () => '/home/ada/Drop/brochure.pdf',
    });
    expect(await api['sync.preflight']({ path: '/home/ada/Drop/brochure.pdf' })).toBe(false);
    const path = api.pathForFile({} as File);
    expect(await api['sync.preflight']({ path })).toBe(true);
    expect(s.grants.has('/etc/passwd')).toBe(false);
  });

  it('grants nothing for an untrusted sender, nor anything that is not a path', async () => {
    const s = setUp(false);
    await expect(s.call('sync.status', {}, ['/etc/passwd'])).rejects.toThrow(/not PrintDesk/);
    expect(s.grants.has('/etc/passwd')).toBe(false);
    const trusted = setUp(true);
    await trusted.call('sync.status', {}, [42, { path: '/etc/passwd' }, '']);
    expect(trusted.grants.has('/etc/passwd')).toBe(false);
  });

  it("forwards the core's events to our window as envelopes", () => {
    const s = setUp(true);
    s.emit('sync.status', { state: 'idle' }, 4);
    expect(s.target.send).toHaveBeenCalledWith('printdesk:event', {
      event: 'sync.status',
      seq: 4,
      payload: { state: 'idle' },
    });
  });

  it('unbinds both channels', () => {
    const s = setUp(true);
    s.unbind();
    expect(s.ipcMain.removeHandler).toHaveBeenCalledWith('printdesk:request');
    expect(s.stopEvents).toHaveBeenCalledOnce();
  });
});
