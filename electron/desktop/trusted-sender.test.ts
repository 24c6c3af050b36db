import { describe, expect, it } from 'vitest';
import { appIndexUrl } from './app-origin.js';
import { createSenderCheck } from './trusted-sender.js';

const indexUrl = appIndexUrl;
const ours = { id: 1 };
const check = createSenderCheck(() => ours, indexUrl);
const frame = (url: string, parent: unknown = null) => ({ url, parent });

describe('createSenderCheck', () => {
  it("trusts our window's top frame showing our index.html, whatever its hash route", () => {
    expect(check({ sender: ours, senderFrame: frame(indexUrl) })).toBe(true);
    expect(check({ sender: ours, senderFrame: frame(`${indexUrl}#/library`) })).toBe(true);
  });

  it('refuses another webContents, even on the same page', () => {
    expect(check({ sender: { id: 1 }, senderFrame: frame(indexUrl) })).toBe(false);
  });

  it('refuses our window once it shows another page or file', () => {
    expect(check({ sender: ours, senderFrame: frame('https://evil.example/index.html') })).toBe(false);
    expect(check({ sender: ours, senderFrame: frame('file:///tmp/index.html') })).toBe(false);
    expect(
      check({
        sender: ours,
        senderFrame: frame('file:///opt/PrintDesk/resources/app.asar/dist/renderer/index.html'),
      }),
    ).toBe(false);
    expect(check({ sender: ours, senderFrame: frame('app://elsewhere/index.html') })).toBe(false);
    expect(check({ sender: ours, senderFrame: frame('app://printdesk/other.html') })).toBe(false);
    expect(check({ sender: ours, senderFrame: frame('not a url') })).toBe(false);
  });

  it('refuses a sub-frame and a frame that is gone', () => {
    expect(check({ sender: ours, senderFrame: frame(indexUrl, { url: indexUrl }) })).toBe(false);
    expect(check({ sender: ours, senderFrame: null })).toBe(false);
  });

  it('refuses everything while there is no window', () => {
    const none = createSenderCheck(() => null, indexUrl);
    expect(none({ sender: ours, senderFrame: frame(indexUrl) })).toBe(false);
  });

  it('insists the index is on the app:// origin', () => {
    expect(() => createSenderCheck(() => ours, 'http://localhost:5173/')).toThrow(/app:\/\/printdesk/);
    expect(() => createSenderCheck(() => ours, 'file:///opt/PrintDesk/index.html')).toThrow(
      /app:\/\/printdesk/,
    );
  });
});
