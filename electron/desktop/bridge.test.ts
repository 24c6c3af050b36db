import { describe, expect, it, vi } from 'vitest';
import { eventNames, requestChannels } from '../shared/contract/channels.js';
import { createDesktopApi } from './bridge.js';
import type { BridgeTransport } from './bridge.js';

function fakeTransport(reply: unknown = { ok: true, value: 'done' }) {
  const listeners = new Set<(envelope: unknown) => void>();
  const transport = {
    invoke: vi.fn(async (_channel: string, _input: unknown, _grants: readonly string[]) => reply),
    subscribe: vi.fn((listener: (envelope: unknown) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    pathForFile: vi.fn(() => '/home/ada/brochure.pdf'),
    reportListenerError: vi.fn(),
  } satisfies BridgeTransport;
  const emit = (envelope: unknown) => [...listeners].forEach((l) => l(envelope));
  return { transport, emit, listeners };
}

describe('createDesktopApi', () => {
  it('has one function per request channel plus on and pathForFile, and nothing else', () => {
    const api = createDesktopApi(fakeTransport().transport);
    expect(Object.keys(api).sort()).toEqual([...requestChannels, 'on', 'pathForFile'].sort());
    for (const key of Object.keys(api))
      expect(typeof (api as unknown as Record<string, unknown>)[key]).toBe('function');
  });

  it('sends a request on its own channel and resolves to the value', async () => {
    const { transport } = fakeTransport({ ok: true, value: { state: 'idle' } });
    const api = createDesktopApi(transport);
    await expect(api['sync.status']({})).resolves.toEqual({ state: 'idle' });
    expect(transport.invoke).toHaveBeenCalledWith('sync.status', {}, []);
  });

  it('cuts off extra arguments', async () => {
    const { transport } = fakeTransport();
    const api = createDesktopApi(transport) as unknown as Record<
      string,
      (...args: unknown[]) => Promise<unknown>
    >;
    await api['library.tree']!({}, 'smuggled', { more: true });
    expect(transport.invoke).toHaveBeenCalledWith('library.tree', {}, []);
    expect(transport.invoke.mock.calls[0]).toHaveLength(3);
  });

  it('rejects with the plain { code, message, details } of a failed request', async () => {
    const error = { code: 'auth', message: 'The print service refused the key.', details: { status: 401 } };
    const api = createDesktopApi(fakeTransport({ ok: false, error }).transport);
    await expect(api['account.status']({})).rejects.toEqual(error);
  });

  it('rejects with an internal error when the reply is malformed', async () => {
    const api = createDesktopApi(
      fakeTransport({ ok: false, error: { code: 'made-up', message: 'x' } }).transport,
    );
    await expect(api['account.status']({})).rejects.toMatchObject({ code: 'internal' });
  });

  it('rejects with a plain internal error when IPC itself fails', async () => {
    const { transport } = fakeTransport();
    transport.invoke.mockRejectedValueOnce(new Error('An object could not be cloned.'));
    const api = createDesktopApi(transport);
    await expect(api['library.tree']({})).rejects.toEqual({
      code: 'internal',
      message: 'PrintDesk could not reach its core: An object could not be cloned.',
    });
  });

  it('delivers an event payload and its sequence number to the listeners of that event only', () => {
    const { transport, emit } = fakeTransport();
    const api = createDesktopApi(transport);
    const status = vi.fn();
    const notice = vi.fn();
    api.on('sync.status', status);
    api.on('notice', notice);
    emit({ event: 'sync.status', seq: 7, payload: { state: 'syncing' } });
    expect(status).toHaveBeenCalledWith({ state: 'syncing' }, 7);
    expect(notice).not.toHaveBeenCalled();
  });

  it('ignores envelopes that are not events of the contract', () => {
    const { transport, emit } = fakeTransport();
    const api = createDesktopApi(transport);
    const listener = vi.fn();
    api.on('notice', listener);
    emit({ event: 'constructor', seq: 1, payload: {} });
    emit('notice');
    emit({ event: 'notice', payload: {} });
    expect(listener).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe and releases the transport when nobody listens', () => {
    const { transport, emit, listeners } = fakeTransport();
    const api = createDesktopApi(transport);
    const a = vi.fn();
    const b = vi.fn();
    const offA = api.on('notice', a);
    const offB = api.on('sync.file', b);
    expect(transport.subscribe).toHaveBeenCalledTimes(1);
    offA();
    offA();
    emit({ event: 'notice', seq: 1, payload: { level: 'info', message: 'hi' } });
    expect(a).not.toHaveBeenCalled();
    expect(listeners.size).toBe(1);
    offB();
    expect(listeners.size).toBe(0);
  });

  it('refuses an unknown event name and a listener that is not a function', () => {
    const api = createDesktopApi(fakeTransport().transport);
    expect(() => api.on('toString' as never, () => {})).toThrow(/unknown event "toString"/);
    expect(() => api.on('notice', 'nope' as never)).toThrow(/must be a function/);
    expect(eventNames).toContain('notice');
  });

  it('keeps delivering to other listeners when one throws', () => {
    const { transport, emit } = fakeTransport();
    const api = createDesktopApi(transport);
    const after = vi.fn();
    api.on('notice', () => {
      throw new Error('listener bug');
    });
    api.on('notice', after);
    emit({ event: 'notice', seq: 2, payload: { level: 'info', message: 'hi' } });
    expect(after).toHaveBeenCalledOnce();
    expect(transport.reportListenerError).toHaveBeenCalledOnce();
  });

  it('answers pathForFile through the transport, and sends the path as a grant with the next request only', async () => {
    const { transport } = fakeTransport();
    const api = createDesktopApi(transport);
    expect(api.pathForFile({} as File)).toBe('/home/ada/brochure.pdf');
    await api['sync.status']({});
    await api['sync.status']({});
    expect(transport.invoke.mock.calls.map((call) => call[2])).toEqual([['/home/ada/brochure.pdf'], []]);
  });

  it('grants nothing for a file that has no path (one the page made itself)', async () => {
    const { transport } = fakeTransport();
    transport.pathForFile.mockReturnValueOnce('');
    const api = createDesktopApi(transport);
    expect(api.pathForFile(new File(['x'], 'passwd'))).toBe('');
    await api['sync.status']({});
    expect(transport.invoke.mock.calls[0]![2]).toEqual([]);
  });
});
