import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pauseLabel } from '../../electron/i18n/pause-text.js';
import { useBandwidth } from '../stores/bandwidth.js';
import { useSyncStatus } from '../stores/sync-status.js';
import { bandwidthCore } from '../test-support/bandwidth-core.js';
import { fakeApi } from '../test-support/fake-api.js';
import { StatusBar } from './status-bar.js';
import { syncStatus } from '../../test/sync-status.js';

const MiB = 1024 * 1024;

function statusBarWith(core: ReturnType<typeof bandwidthCore>) {
  const fake = fakeApi({ ...core.handlers, 'sync.status': () => syncStatus() });
  void useSyncStatus.getState().load();
  render(<StatusBar />);
  return fake;
}

describe("the status bar's upload bandwidth", () => {
  it('shows the limit in force and the rate now', async () => {
    statusBarWith(bandwidthCore({ setting: { kind: 'limit', bytesPerSecond: 2 * MiB }, rate: 1.9 * MiB }));
    const segment = await screen.findByRole('group', { name: 'Upload bandwidth' });
    await expect.poll(() => segment.textContent).toBe('Limited to 2 MiB/s · 1.9 MiB/s now');
    expect(within(segment).getByRole('status', { name: 'Upload limit' })).toHaveTextContent(
      /^Limited to 2 MiB\/s$/,
    );
  });

  it('says no limit with the rate, and follows bandwidth.changed to a pause', async () => {
    const core = bandwidthCore({ rate: 12 * MiB });
    const fake = statusBarWith(core);
    const segment = await screen.findByRole('group', { name: 'Upload bandwidth' });
    await expect.poll(() => segment.textContent).toBe('No limit · 12 MiB/s');

    core.pause = { until: new Date(Date.now() + 3_600_000).toISOString() };
    core.rate = 0;
    fake.emit('bandwidth.changed', core.status());
    await expect.poll(() => segment.textContent).toBe(`Paused ${pauseLabel(core.pause, new Date())}`);
  });

  it('announces a change of the limit, never a tick of the rate', async () => {
    const core = bandwidthCore({ setting: { kind: 'limit', bytesPerSecond: 2 * MiB }, rate: MiB });
    const fake = statusBarWith(core);
    const live = await screen.findByRole('status', { name: 'Upload limit' });
    await expect.poll(() => live.textContent).toBe('Limited to 2 MiB/s');
    const announced: string[] = [];
    new MutationObserver(() => announced.push(live.textContent ?? '')).observe(live, {
      subtree: true,
      childList: true,
      characterData: true,
    });

    for (const rate of [1.5 * MiB, 1.9 * MiB, 2 * MiB]) {
      core.rate = rate;
      fake.emit('bandwidth.changed', core.status());
    }
    const segment = screen.getByRole('group', { name: 'Upload bandwidth' });
    await expect.poll(() => segment.textContent).toBe('Limited to 2 MiB/s · 2 MiB/s now');
    expect(announced).toEqual([]);

    core.setting = { kind: 'limit', bytesPerSecond: 512 * 1024 };
    fake.emit('bandwidth.changed', core.status());
    await expect.poll(() => live.textContent).toBe('Limited to 512 KiB/s');
    expect(announced.length).toBeGreaterThan(0);
  });

  it('shows nothing of the bandwidth while the core has not said it', async () => {
    fakeApi({ 'sync.status': () => syncStatus() });
    render(<StatusBar />);
    await expect.poll(() => useBandwidth.getState().errors.load?.code).toBe('unknown-channel');
    expect(screen.queryByRole('group', { name: 'Upload bandwidth' })).toBeNull();
  });
});
