/**
 * The bandwidth controller against a real settings file and a real sync engine (with no links: only
 * its pause matters here), on a clock the test moves: no test waits for a real minute or hour.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileWorkPool } from '../../file-work/pool.js';
import { createPrintServiceClient } from '../../print-service/client.js';
import { openSettings, type SettingsStore } from '../../settings/settings.js';
import { createSyncEngine, type SyncEngine } from '../../sync/engine.js';
import { printLibrary } from '../../sync/print-library.js';
import { waitFor } from '../../sync/test-support/wait-for.js';
import { BandwidthController, type BandwidthClock } from './controller.js';
import { UploadBudget } from '../../bandwidth/shared-budget.js';
import type { BandwidthStatus } from '../../shared/bandwidth/status.js';
import { parseBandwidth } from '../../shared/bandwidth/timetable.js';

const MiB = 1024 * 1024;
// Monday 2025-03-03, local time.
const monday = (hh: number, mm = 0) => new Date(2025, 2, 3, hh, mm).getTime();

let dir: string;
const fileWork = new FileWorkPool({ size: 1 });
const opened: { close(): unknown }[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-bandwidth-'));
});
afterAll(() => fileWork.close());
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
  await rm(dir, { recursive: true, force: true });
});

class TestClock implements BandwidthClock {
  constructor(private wall: number) {}
  private mono = 0;
  now = () => this.wall;
  monotonic = () => this.mono;
  advance(ms: number): void {
    this.wall += ms;
    this.mono += ms;
  }
}

interface Harness {
  controller: BandwidthController;
  budget: UploadBudget;
  store: SettingsStore;
  engine: SyncEngine;
  clock: TestClock;
  statuses: BandwidthStatus[];
  /** Runs every timer once (the tick and the settings file's check). */
  tick(): void;
}

async function harness(
  options: { at?: number; override?: string; budget?: UploadBudget } = {},
): Promise<Harness> {
  const { store } = await openSettings(dir);
  const client = createPrintServiceClient({ baseUrl: 'http://127.0.0.1:9', key: 'unused' });
  const engine = await createSyncEngine({
    dataDir: dir,
    remote: printLibrary(client),
    links: [],
    fileWork,
  });
  const clock = new TestClock(options.at ?? monday(9));
  const timers: (() => void)[] = [];
  const statuses: BandwidthStatus[] = [];
  const budget = options.budget ?? UploadBudget.create();
  const controller = new BandwidthController({
    budget,
    store,
    sync: engine,
    clock,
    every: (_ms, tick) => {
      timers.push(tick);
      return () => timers.splice(timers.indexOf(tick), 1);
    },
    onStatus: (status) => statuses.push(status),
    ...(options.override ? { override: parseBandwidth(options.override) } : {}),
  });
  controller.start();
  await engine.start();
  opened.push(client, { close: () => engine.stop() }, controller);
  return { controller, budget, store, engine, clock, statuses, tick: () => timers.forEach((t) => t()) };
}

describe('the limit in force', () => {
  it('puts the setting’s rate in the budget at once and when it changes', async () => {
    const h = await harness();
    expect(h.budget.limit).toBeNull();
    expect(h.controller.status()).toMatchObject({
      limit: null,
      text: 'off',
      source: 'settings',
      pause: null,
    });
    await h.controller.setBandwidth(parseBandwidth('2M'));
    expect(h.budget.limit).toBe(2 * MiB);
    expect(h.statuses.at(-1)).toMatchObject({ limit: 2 * MiB, text: '2M' });
    expect(JSON.parse(await readFile(h.store.path, 'utf8')).bandwidth).toEqual({
      kind: 'limit',
      bytesPerSecond: 2 * MiB,
    });
  });

  it('follows the timetable across its boundaries, saying until when', async () => {
    const h = await harness({ at: monday(7, 59) });
    await h.controller.setBandwidth(parseBandwidth('Mon-Fri,08:00,2M 18:00,off'));
    expect(h.controller.status()).toMatchObject({
      limit: null,
      limitUntil: new Date(monday(8)).toISOString(),
    });
    h.clock.advance(60_000);
    h.tick();
    expect(h.budget.limit).toBe(2 * MiB);
    expect(h.statuses.at(-1)).toMatchObject({
      limit: 2 * MiB,
      limitUntil: new Date(monday(18)).toISOString(),
    });
    // Ten hours later in one step, as after a sleep: the first tick is right again.
    h.clock.advance(10 * 3600_000);
    h.tick();
    expect(h.budget.limit).toBeNull();
  });

  it('keeps the command line’s --bwlimit in force over the setting, for its run', async () => {
    const h = await harness({ override: '500k' });
    expect(h.budget.limit).toBe(500 * 1024);
    await h.controller.setBandwidth(parseBandwidth('2M'));
    expect(h.controller.status()).toMatchObject({ limit: 500 * 1024, source: 'command-line', text: '500k' });
  });

  it('measures the upload rate from the budget’s count', async () => {
    const h = await harness();
    h.clock.advance(1000);
    h.budget.count(2 * MiB);
    h.tick();
    h.clock.advance(1000);
    h.budget.count(2 * MiB);
    h.tick();
    expect(h.controller.status().rateBytesPerSecond).toBe(2 * MiB);
    expect(h.statuses.at(-1)?.rateBytesPerSecond).toBe(2 * MiB);
  });
});

describe('the pause', () => {
  it('pauses the hot folders for an hour and resumes them on time', async () => {
    const h = await harness({ at: monday(14, 5) });
    const status = await h.controller.pause({ kind: 'for', minutes: 60 });
    expect(Date.parse((status.pause as { until: string }).until)).toBe(monday(15, 5));
    expect(h.engine.status().state).toBe('paused');
    h.clock.advance(59 * 60_000);
    h.tick();
    expect(h.engine.status().state).toBe('paused');
    h.clock.advance(60_000);
    h.tick();
    expect(h.engine.status().state).not.toBe('paused');
    expect(h.controller.status().pause).toBeNull();
    await waitFor(() => h.store.get().pause === undefined, 10_000, 'the pause to leave the settings');
  });

  it('pauses until tomorrow’s midnight, or until resumed by hand', async () => {
    const h = await harness({ at: monday(14, 5) });
    const status = await h.controller.pause({ kind: 'until-tomorrow' });
    expect(Date.parse((status.pause as { until: string }).until)).toBe(new Date(2025, 2, 4).getTime());
    await h.controller.pause({ kind: 'until-resumed' });
    h.clock.advance(30 * 24 * 3600_000);
    h.tick();
    expect(h.engine.status().state).toBe('paused');
    await h.controller.resume();
    expect(h.engine.status().state).not.toBe('paused');
    expect(h.store.get().pause).toBeUndefined();
  });

  it('is still in force after a restart, and ends at once when its time passed meanwhile', async () => {
    const first = await harness({ at: monday(14) });
    await first.controller.pause({ kind: 'for', minutes: 60 });
    for (const item of opened.splice(0).reverse()) await item.close();

    const during = await harness({ at: monday(14, 30) });
    expect(during.engine.status().state).toBe('paused');
    for (const item of opened.splice(0).reverse()) await item.close();

    const after = await harness({ at: monday(16) });
    expect(after.engine.status().state).not.toBe('paused');
    await waitFor(
      () => after.store.get().pause === undefined,
      10_000,
      'the ended pause to leave the settings',
    );
  });

  it('takes a pause and a limit written to the settings file by another process', async () => {
    const h = await harness({ at: monday(10) });
    h.tick(); // the file's first look
    // `printdesk pause 1h` and a new limit, written as the CLI writes them: its own store on the same folder.
    const { store: other } = await openSettings(dir);
    await other.update((s) => ({
      ...s,
      pause: { until: new Date(monday(11)).toISOString() },
      bandwidth: { kind: 'limit', bytesPerSecond: MiB },
    }));
    await waitFor(
      () => {
        h.tick();
        return h.engine.status().state === 'paused';
      },
      10_000,
      'the daemon to take the pause',
    );
    expect(h.budget.limit).toBe(MiB);
    await other.update(({ pause: _pause, ...rest }) => rest);
    await waitFor(
      () => {
        h.tick();
        return h.engine.status().state !== 'paused';
      },
      10_000,
      'the daemon to take the resume',
    );
  });
});
