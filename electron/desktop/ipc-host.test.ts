import { describe, expect, it, vi } from 'vitest';
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import type { EventName } from '../ipc/contract.js';
import { bindIpc } from './ipc-host.js';

function setUp(trusted: boolean) {
  let handler: ((event: unknown, ...args: unknown[]) => Promise<unknown>) | undefined;
  const ipcMain = {
    handle: vi.fn((_channel: string, h: typeof handler) => {
      handler = h;
    }),
    removeHandler: vi.fn(),
  };
  const router = { invoke: vi.fn(async (channel: string) => ({ ok: true as const, value: channel })) };
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
  };
}

describe('bindIpc', () => {
  it('passes a trusted request to the router on the request channel', async () => {
    const s = setUp(true);
    expect(s.ipcMain.handle).toHaveBeenCalledWith('printdesk:request', expect.any(Function));
    await expect(s.call('library.tree', {})).resolves.toEqual({ ok: true, value: 'library.tree' });
    expect(s.router.invoke).toHaveBeenCalledWith('library.tree', {});
  });

  it('refuses an untrusted sender without reaching the router', async () => {
    const s = setUp(false);
    await expect(s.call('account.connect', { key: 'x' })).rejects.toThrow(/not PrintDesk/);
    expect(s.router.invoke).not.toHaveBeenCalled();
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
