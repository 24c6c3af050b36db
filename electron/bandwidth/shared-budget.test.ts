import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { startModuleWorker } from '../platform/module-worker.js';
import { UploadBudget } from './shared-budget.js';

const KiB = 1024;

/** Takes one turn (64 KiB) in a worker thread, as an upload thread does; resolves to whether it was at once. */
async function turnInWorker(budget: UploadBudget): Promise<boolean> {
  const worker = startModuleWorker(
    new URL('./test-budget-worker', import.meta.url),
    import.meta.url,
    budget.buffer,
  );
  try {
    const [atOnce] = (await once(worker, 'message')) as [boolean];
    return atOnce;
  } finally {
    await worker.terminate();
  }
}

describe('UploadBudget', () => {
  it('costs nothing without a limit: no slices, no waits, only the count', () => {
    const budget = UploadBudget.create();
    expect(budget.limit).toBeNull();
    expect(budget.sliceSize()).toBeUndefined();
    expect(budget.take(64 * 1024 * 1024)).toBeUndefined();
    budget.count(1000);
    budget.count(24);
    expect(budget.sent).toBe(1024);
  });

  it('slices 50 ms of the limit, between 64 KiB and 2 MiB', () => {
    const budget = UploadBudget.create();
    budget.setLimit(2 * 1024 * KiB);
    expect(budget.sliceSize()).toBe(104_858);
    budget.setLimit(100 * KiB);
    expect(budget.sliceSize()).toBe(64 * KiB);
    budget.setLimit(1024 * 1024 * KiB);
    expect(budget.sliceSize()).toBe(2048 * KiB);
  });

  it('refuses a limit that is not a whole positive number of bytes per second', () => {
    const budget = UploadBudget.create();
    for (const bad of [0, -1, 1.5, Number.NaN]) {
      expect(() => budget.setLimit(bad)).toThrow('An upload limit is a whole number of bytes per second');
    }
  });

  it('gives the first slice its turn at once and makes the next one wait for its own', () => {
    const budget = UploadBudget.create();
    budget.setLimit(KiB);
    expect(budget.take(64 * KiB)).toBeUndefined();
    const next = budget.take(64 * KiB);
    expect(next).toBeInstanceOf(Promise);
    // Lifting the limit releases it (else it would wait a minute).
    budget.setLimit(null);
    return next;
  });

  it('puts a new limit in force for a slice already waiting', async () => {
    const budget = UploadBudget.create();
    budget.setLimit(KiB);
    budget.take(64 * KiB);
    const waiting = budget.take(64 * KiB);
    budget.setLimit(1024 * 1024 * KiB);
    await waiting;
  });

  it('stops waiting when the upload is cancelled', async () => {
    const budget = UploadBudget.create();
    budget.setLimit(KiB);
    budget.take(64 * KiB);
    const controller = new AbortController();
    const waiting = budget.take(64 * KiB, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('is one budget for every thread: a turn taken in a worker delays the main thread', async () => {
    const budget = UploadBudget.create();
    budget.setLimit(KiB);
    // The worker takes the first turn, 64 KiB: a minute at 1 KiB/s.
    expect(await turnInWorker(budget)).toBe(true);
    expect(budget.sent).toBe(5);
    const waiting = budget.take(64 * KiB);
    expect(waiting).toBeInstanceOf(Promise);
    budget.setLimit(null);
    await waiting;
  });
});
