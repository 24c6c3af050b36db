import { describe, expect, it } from 'vitest';
import { actionRunner, type ActionTracking } from './action-tracking.js';
import { createStore } from './resettable.js';

/** A promise the test settles when it chooses. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

type Action = 'load' | `item:${string}`;

function trackedStore() {
  const store = createStore<ActionTracking<Action> & { answer: string | null }>(() => ({
    busy: {},
    errors: {},
    answer: null,
  }));
  return { store, run: actionRunner<Action>(store.setState) };
}

describe('the action runner', () => {
  it('flags an action busy while it runs, keeps its error, and clears it when it runs again', async () => {
    const { store, run } = trackedStore();
    const reply = deferred();
    const first = run('load', () => reply.promise);
    expect(store.getState().busy.load).toBe(true);
    reply.reject({ code: 'network', message: 'The print service cannot be reached.' });
    expect(await first).toBe(false);
    expect(store.getState().busy.load).toBe(false);
    expect(store.getState().errors.load).toMatchObject({ code: 'network' });

    const again = deferred();
    const second = run('load', () => again.promise);
    expect(store.getState().errors.load).toBeUndefined();
    again.resolve();
    expect(await second).toBe(true);
    expect(store.getState()).toMatchObject({ busy: { load: false }, errors: {} });
  });

  it('lets the newest run of an action alone set its flag, its error and its answer', async () => {
    const { store, run } = trackedStore();
    const older = deferred<string>();
    const newer = deferred<string>();
    const keep = (reply: Promise<string>) => async (current: () => boolean) => {
      const answer = await reply;
      if (current()) store.setState({ answer });
    };
    const first = run('load', keep(older.promise));
    const second = run('load', keep(newer.promise));
    older.resolve('older');
    await first;
    expect(store.getState()).toMatchObject({ busy: { load: true }, answer: null });
    newer.resolve('newer');
    await second;
    expect(store.getState()).toMatchObject({ busy: { load: false }, answer: 'newer' });

    // A superseded run's failure is not the action's error either.
    const failing = deferred<string>();
    const winning = deferred<string>();
    const lost = run('load', keep(failing.promise));
    const won = run('load', keep(winning.promise));
    failing.reject({ code: 'internal', message: 'Too late to matter.' });
    expect(await lost).toBe(false);
    winning.resolve('fresh');
    expect(await won).toBe(true);
    expect(store.getState().errors.load).toBeUndefined();
  });

  it('keeps runs of one action for different things apart', async () => {
    const { store, run } = trackedStore();
    const a = deferred();
    const b = deferred();
    const first = run('item:a', () => a.promise);
    const second = run('item:b', () => b.promise);
    b.reject({ code: 'not-found', message: 'No such item.' });
    await second;
    expect(store.getState().busy).toEqual({ 'item:a': true, 'item:b': false });
    a.resolve();
    await first;
    expect(store.getState().busy['item:a']).toBe(false);
    expect(store.getState().errors['item:b']).toMatchObject({ code: 'not-found' });
  });

  it('drops the failure of a run no longer wanted, and hands a form its own run’s error', async () => {
    const { store, run } = trackedStore();
    let wanted = true;
    const reply = deferred();
    const failure = run.failure(
      'load',
      () => reply.promise,
      () => wanted,
    );
    wanted = false;
    reply.reject({ code: 'timeout', message: 'The service took too long.' });
    expect(await failure).toMatchObject({ code: 'timeout' });
    expect(store.getState()).toMatchObject({ busy: { load: false }, errors: {} });
  });
});
