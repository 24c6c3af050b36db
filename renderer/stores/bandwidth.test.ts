import { describe, expect, it } from 'vitest';
import { bandwidthCore } from '../test-support/bandwidth-core.js';
import { fakeApi } from '../test-support/fake-api.js';
import { useBandwidth } from './bandwidth.js';

const MiB = 1024 * 1024;

describe('the bandwidth store', () => {
  it('reads the status once for every follower, then follows bandwidth.changed until the last unfollows', async () => {
    const core = bandwidthCore();
    const fake = fakeApi(core.handlers);
    const unfollowBar = useBandwidth.getState().follow();
    const unfollowView = useBandwidth.getState().follow();
    await expect.poll(() => useBandwidth.getState().status?.limit).toBeNull();
    expect(fake.calls['bandwidth.status']).toHaveBeenCalledTimes(1);

    core.setting = { kind: 'limit', bytesPerSecond: 2 * MiB };
    fake.emit('bandwidth.changed', core.status());
    expect(useBandwidth.getState().status?.limit).toBe(2 * MiB);

    unfollowView();
    unfollowView();
    core.rate = MiB;
    fake.emit('bandwidth.changed', core.status());
    expect(useBandwidth.getState().status?.rateBytesPerSecond).toBe(MiB);

    unfollowBar();
    core.rate = 3 * MiB;
    fake.emit('bandwidth.changed', core.status());
    expect(useBandwidth.getState().status?.rateBytesPerSecond).toBe(MiB);
  });

  it('keeps an event that overtook the snapshot asked for before it', async () => {
    const core = bandwidthCore();
    let answer: (() => void) | undefined;
    const fake = fakeApi({
      ...core.handlers,
      'bandwidth.status': () => {
        const before = core.status();
        return new Promise((resolve) => (answer = () => resolve(before)));
      },
    });
    const unfollow = useBandwidth.getState().follow();
    await expect.poll(() => answer).toBeDefined();
    core.pause = { until: 'resumed-by-hand' };
    fake.emit('bandwidth.changed', core.status());
    answer!();
    await expect.poll(() => useBandwidth.getState().busy.load).toBe(false);
    expect(useBandwidth.getState().status?.pause).toEqual({ until: 'resumed-by-hand' });
    unfollow();
  });

  it('takes the status a change answers with, and keeps a refusal as the action’s error', async () => {
    const core = bandwidthCore();
    const fake = fakeApi(core.handlers);
    expect(await useBandwidth.getState().pause({ kind: 'until-resumed' })).toBeNull();
    expect(useBandwidth.getState().status?.pause).toEqual({ until: 'resumed-by-hand' });
    expect(await useBandwidth.getState().resume()).toBeNull();
    expect(useBandwidth.getState().status?.pause).toBeNull();

    fake.handle({
      'bandwidth.set': () => {
        throw { code: 'internal', message: 'The settings file cannot be written.' };
      },
    });
    const failure = await useBandwidth.getState().setBandwidth({ kind: 'off' });
    expect(failure?.message).toBe('The settings file cannot be written.');
    expect(useBandwidth.getState().errors.set?.code).toBe('internal');
  });
});
