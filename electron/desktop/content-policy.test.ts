import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import type { Session, WebContents } from 'electron';
import {
  contentSecurityPolicy,
  lockDownContents,
  lockDownSession,
  withContentSecurityPolicy,
} from './content-policy.js';

type Handler = (...args: never[]) => void;

function fakeSession() {
  const handlers: Record<string, Handler> = {};
  const capture = (name: string) => (handler: Handler) => {
    handlers[name] = handler;
  };
  const session = {
    setPermissionRequestHandler: capture('permissionRequest'),
    setPermissionCheckHandler: capture('permissionCheck'),
    setDevicePermissionHandler: capture('devicePermission'),
    webRequest: { onBeforeRequest: capture('beforeRequest'), onHeadersReceived: capture('headersReceived') },
  };
  lockDownSession(session as unknown as Session, () => {});
  return handlers as Record<string, (...args: unknown[]) => unknown>;
}

describe('contentSecurityPolicy', () => {
  it('allows only our own scripts and no plugins, frames or form posts', () => {
    expect(contentSecurityPolicy).toContain("default-src 'none'");
    expect(contentSecurityPolicy).toContain("script-src 'self'");
    expect(contentSecurityPolicy).toContain("object-src 'none'");
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('replaces whatever policy a response carried', () => {
    const headers = withContentSecurityPolicy({ 'content-security-policy': ['*'], 'X-Other': ['1'] });
    expect(headers).toEqual({ 'X-Other': ['1'], 'Content-Security-Policy': [contentSecurityPolicy] });
  });
});

describe('lockDownSession', () => {
  it('denies every permission request and check', () => {
    const handlers = fakeSession();
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      const callback = vi.fn();
      handlers.permissionRequest!({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
    }
    expect(handlers.permissionCheck!({}, 'media')).toBe(false);
    expect(handlers.devicePermission!({})).toBe(false);
  });

  it('cancels requests to the network and to file://, and lets our own origin load', () => {
    const handlers = fakeSession();
    const decide = (url: string) => {
      const callback = vi.fn();
      handlers.beforeRequest!({ url }, callback);
      return callback.mock.calls[0]![0];
    };
    expect(decide('https://tracker.example/pixel.gif')).toEqual({ cancel: true });
    expect(decide('http://127.0.0.1:8080/api')).toEqual({ cancel: true });
    expect(decide('wss://example.com/socket')).toEqual({ cancel: true });
    expect(decide('file:///opt/PrintDesk/dist/renderer/assets/index.js')).toEqual({ cancel: true });
    expect(decide('file:///etc/passwd')).toEqual({ cancel: true });
    expect(decide('app://elsewhere/index.html')).toEqual({ cancel: true });
    expect(decide('app://printdesk.evil.example/x.js')).toEqual({ cancel: true });
    expect(decide('chrome://gpu')).toEqual({ cancel: true });
    expect(decide('app://printdesk/assets/index.js')).toEqual({ cancel: false });
    expect(decide('app://printdesk/index.html')).toEqual({ cancel: false });
    expect(decide('data:image/png;base64,iVBORw0KGgo=')).toEqual({ cancel: false });
    expect(decide('blob:app://printdesk/0b6c2a3e')).toEqual({ cancel: false });
    expect(decide('devtools://devtools/bundled/devtools_app.html')).toEqual({ cancel: false });
  });

  it('adds the CSP header to every response of our page', () => {
    const handlers = fakeSession();
    const callback = vi.fn();
    handlers.headersReceived!({ url: 'app://printdesk/index.html', responseHeaders: {} }, callback);
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Security-Policy': [contentSecurityPolicy] },
    });
  });

  it("leaves DevTools' own policy alone", () => {
    const handlers = fakeSession();
    const callback = vi.fn();
    handlers.headersReceived!(
      { url: 'devtools://devtools/bundled/devtools_app.html', responseHeaders: {} },
      callback,
    );
    expect(callback).toHaveBeenCalledWith({});
  });
});

describe('lockDownContents', () => {
  function fakeContents() {
    const emitter = new EventEmitter();
    let openHandler: ((details: { url: string }) => { action: string }) | undefined;
    const contents = Object.assign(emitter, {
      setWindowOpenHandler: (handler: typeof openHandler) => {
        openHandler = handler;
      },
    });
    const openExternal = vi.fn();
    lockDownContents(contents as unknown as WebContents, openExternal, () => {});
    return { emitter, open: (url: string) => openHandler!({ url }), openExternal };
  }

  it('prevents navigating away from our page, redirects, frame navigations and webviews', () => {
    const { emitter } = fakeContents();
    for (const name of ['will-navigate', 'will-redirect', 'will-frame-navigate', 'will-attach-webview']) {
      const event = { preventDefault: vi.fn(), url: 'https://evil.example/' };
      emitter.emit(name, event, 'https://evil.example/');
      expect(event.preventDefault, name).toHaveBeenCalled();
    }
  });

  it('never opens a new window, and sends https links to the browser', () => {
    const { open, openExternal } = fakeContents();
    expect(open('https://print.example/help')).toEqual({ action: 'deny' });
    expect(openExternal).toHaveBeenCalledWith('https://print.example/help');
  });

  it('opens nothing for other schemes', () => {
    const { open, openExternal } = fakeContents();
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'http://print.example/',
      'smb://share/x',
    ]) {
      expect(open(url)).toEqual({ action: 'deny' });
    }
    expect(openExternal).not.toHaveBeenCalled();
  });
});
