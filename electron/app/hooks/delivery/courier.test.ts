import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HookEvent, HookTarget } from '../../../shared/contract/hooks.js';
import { directRoute } from '../../../print-service/proxy-route.js';
import { waitFor } from '../../../sync/test-support/wait-for.js';
import { runCommandHook } from './command-hook.js';
import { HookCourier, targetKey } from './courier.js';
import { eventId } from './event-id.js';
import { HookOutbox } from './outbox.js';
import { signatureMatches } from './signature.js';
import { TestReceiver } from './test-support/receiver.js';
import { postWebhook } from './webhook.js';

const secret = 'a-test-signing-secret';
let dir: string;
let receiver: TestReceiver;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'printdesk-hooks-'));
  receiver = await TestReceiver.reserve();
});
afterEach(async () => {
  await receiver.down();
  await rm(dir, { recursive: true, force: true });
});

function event(n: number): HookEvent {
  return {
    id: eventId('file.uploaded', `file-${n}`),
    type: 'file.uploaded',
    time: new Date(0).toISOString(),
    workstation: 'PRINT-01',
    link: null,
    file: { path: `card-${n}.pdf` },
  };
}

/** An outbox and its courier on the test's data folder, sending to the receiver. */
async function open(targets: HookTarget[]) {
  const outbox = await HookOutbox.open(dir);
  const courier = new HookCourier({
    outbox,
    targets: () => new Map(targets.map((t) => [targetKey(t), t])),
    send: (target, e, body, signal) =>
      postWebhook({
        url: target.address,
        body,
        eventId: e.id,
        eventType: e.type,
        secret,
        route: directRoute,
        timeoutMs: 2000,
        signal,
      }),
    backoff: { baseMs: 40, capMs: 200 },
  });
  courier.pump();
  return {
    outbox,
    courier,
    post: (e: HookEvent) => courier.post(e, targets.map(targetKey), { now: Date.now() }),
    async close() {
      await courier.close();
      await outbox.close();
    },
  };
}

describe('hook deliveries', () => {
  it('keeps trying a receiver that is down, delivers each event once when it comes back, in order and signed', async () => {
    const hooks = await open([{ kind: 'url', address: receiver.url }]);
    for (let n = 1; n <= 3; n++) await hooks.post(event(n));
    await waitFor(() => hooks.courier.rows().some((row) => row.attempts >= 2), 5000, 'a few failed attempts');
    // One at a time, in order: the first is tried again and again, the others wait behind it.
    expect(hooks.courier.rows().map((row) => row.state)).toEqual(['pending', 'pending', 'retrying']);
    await receiver.up();
    await waitFor(() => receiver.received.length === 3, 5000, 'three deliveries');
    expect(receiver.received.map((r) => r.event.file)).toEqual(
      [1, 2, 3].map((n) => ({ path: `card-${n}.pdf` })),
    );
    for (const { body, headers } of receiver.received) {
      expect(signatureMatches(body, secret, headers['x-printdesk-signature-256'] as string)).toBe(true);
      expect(signatureMatches(body, 'another secret', headers['x-printdesk-signature-256'] as string)).toBe(
        false,
      );
      expect(headers['x-printdesk-delivery']).toBe(JSON.parse(body).id);
    }
    await hooks.close();
    expect([...receiver.counts().values()]).toEqual([1, 1, 1]);
  });

  it('goes on after a restart where it stood, and never sends an acknowledged event again', async () => {
    let hooks = await open([{ kind: 'url', address: receiver.url }]);
    await hooks.post(event(1));
    await hooks.post(event(2));
    await waitFor(() => hooks.courier.rows().some((row) => row.attempts >= 1), 5000, 'a first attempt');
    await hooks.close();
    // Down when it stopped: both wait in the outbox, with their attempts.
    hooks = await open([{ kind: 'url', address: receiver.url }]);
    expect(hooks.outbox.unfinished()).toHaveLength(2);
    await receiver.up();
    await waitFor(() => receiver.received.length === 2, 5000, 'both delivered after the restart');
    // The receiver has them; closing before their answers are journaled would cut the second short
    // (at least once: it would be sent again), so wait until both acknowledgements are on disk.
    await waitFor(
      () => hooks.courier.rows().every((row) => row.state === 'delivered'),
      5000,
      'both acknowledgements journaled',
    );
    await hooks.close();
    hooks = await open([{ kind: 'url', address: receiver.url }]);
    expect(hooks.outbox.unfinished()).toHaveLength(0);
    // The same event made again (a crash before its source's change was journaled) is not sent again.
    expect(await hooks.post(event(1))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await hooks.close();
    expect([...receiver.counts().values()]).toEqual([1, 1]);
    const rows = (await readFile(path.join(dir, 'hooks', 'outbox.jsonl'), 'utf8')).trim().split('\n');
    expect(rows.every((line) => !line.includes(secret))).toBe(true);
  });

  it('takes only a 2xx as an answer: a 500 is tried again', async () => {
    const hooks = await open([{ kind: 'url', address: receiver.url }]);
    receiver.status = 500;
    await receiver.up();
    await hooks.post(event(1));
    await waitFor(() => (hooks.courier.rows()[0]?.attempts ?? 0) >= 2, 5000, 'two refused attempts');
    expect(hooks.courier.rows()[0]).toMatchObject({ state: 'retrying', answer: { ok: false, status: 500 } });
    receiver.status = 200;
    await waitFor(() => hooks.courier.rows()[0]?.state === 'delivered', 5000, 'delivered');
    expect(hooks.courier.rows()[0]!.answer).toEqual({ ok: true, status: 200 });
    await hooks.close();
  });
});

describe('command hooks', () => {
  it('get the event on standard input, and no key or other secret in their environment', async () => {
    const input = path.join(dir, 'input.json');
    const env = path.join(dir, 'env.txt');
    const body = JSON.stringify(event(1));
    const answer = await runCommandHook({
      command: `cat > '${input}'; env > '${env}'`,
      body,
      eventId: event(1).id,
      eventType: 'file.uploaded',
      timeoutMs: 10_000,
      env: {
        PATH: process.env.PATH,
        PRINTDESK_KEY: 'the-subscription-key',
        PRINTDESK_KEY_FILE: '/run/credentials/printdesk/key',
        API_TOKEN: 'a-token',
        HTTPS_PROXY: 'http://user:password@proxy.lan:3128',
        LANG: 'C',
      },
    });
    expect(answer).toEqual({ ok: true, exitCode: 0 });
    expect(await readFile(input, 'utf8')).toBe(body);
    const seen = await readFile(env, 'utf8');
    expect(seen).toContain(`PRINTDESK_EVENT_ID=${event(1).id}`);
    expect(seen).toContain('LANG=C');
    for (const secretText of ['the-subscription-key', 'PRINTDESK_KEY', 'a-token', 'password'])
      expect(seen).not.toContain(secretText);
  });

  it('take anything but exit 0 as not delivered, and stop a command that runs too long', async () => {
    const failed = await runCommandHook({
      command: 'echo "receiver is down" >&2; exit 3',
      body: '{}',
      eventId: 'evt_1',
      eventType: 'hook.test',
      timeoutMs: 10_000,
    });
    expect(failed).toEqual({ ok: false, exitCode: 3, error: 'receiver is down' });
    const started = Date.now();
    const hung = await runCommandHook({
      command: 'sleep 30',
      body: '{}',
      eventId: 'evt_2',
      eventType: 'hook.test',
      timeoutMs: 300,
    });
    expect(hung.ok).toBe(false);
    expect(hung.error).toMatch(/still running/);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
