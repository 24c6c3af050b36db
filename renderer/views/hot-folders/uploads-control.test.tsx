import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pauseLabel } from '../../../electron/i18n/pause-text.js';
import type { PauseRequest } from '../../../electron/shared/contract/bandwidth.js';
import { bandwidthCore } from '../../test-support/bandwidth-core.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { sampleLinkStatus, sampleSettings } from '../../test-support/samples.js';
import HotFoldersView from './index.js';

const MiB = 1024 * 1024;

function renderView(core = bandwidthCore()) {
  const fake = fakeApi({
    ...core.handlers,
    'jobs.list': () => ({ jobs: [] }),
    'settings.get': () => sampleSettings,
    'sync.links': () => ({ links: [sampleLinkStatus()] }),
    'sync.activity': () => ({ total: 0, entries: [] }),
  });
  render(<HotFoldersView />);
  return { fake, core };
}

const uploads = () => screen.findByRole('group', { name: 'Uploads' });

describe("the Hot folders view's uploads control", () => {
  it('shows the limit in force and the rate now in the header', async () => {
    renderView(bandwidthCore({ setting: { kind: 'limit', bytesPerSecond: 2 * MiB }, rate: 1.9 * MiB }));
    const group = await uploads();
    expect(group.closest('header')).not.toBeNull();
    expect(group).toHaveTextContent('Limited to 2 MiB/s · 1.9 MiB/s now');
  });

  it.each<[string, PauseRequest]>([
    ['For 1 hour', { kind: 'for', minutes: 60 }],
    ['Until tomorrow', { kind: 'until-tomorrow' }],
    ['Until resumed', { kind: 'until-resumed' }],
  ])(
    'pauses "%s" with the matching request, then offers Resume with the pause’s end',
    async (label, request) => {
      const { fake, core } = renderView();
      const group = await uploads();
      await userEvent.click(within(group).getByRole('button', { name: 'Pause uploads' }));
      await userEvent.click(screen.getByRole('menuitem', { name: label }));
      expect(fake.calls['bandwidth.pause']).toHaveBeenCalledExactlyOnceWith({ request });

      const resume = await within(group).findByRole('button', { name: 'Resume' });
      expect(group).toHaveTextContent(`Paused ${pauseLabel(core.pause!, new Date())}`);
      expect(resume).toHaveAccessibleDescription(`Paused ${pauseLabel(core.pause!, new Date())}`);
      // The button that replaced the menu takes the focus, so the keyboard is not lost.
      await expect.poll(() => document.activeElement).toBe(resume);
    },
  );

  it('resumes, and offers the pause again', async () => {
    const { fake } = renderView(bandwidthCore({ pause: { until: 'resumed-by-hand' } }));
    const group = await uploads();
    expect(group).toHaveTextContent('Paused until resumed');
    await userEvent.click(within(group).getByRole('button', { name: 'Resume' }));
    expect(fake.calls['bandwidth.resume']).toHaveBeenCalledExactlyOnceWith({});
    expect(await within(group).findByRole('button', { name: 'Pause uploads' })).toBeInTheDocument();
    expect(group).toHaveTextContent('No limit');
  });

  it('says why a pause failed', async () => {
    const { fake } = renderView();
    fake.handle({
      'bandwidth.pause': () => {
        throw { code: 'internal', message: 'The settings file cannot be written.' };
      },
    });
    const group = await uploads();
    await userEvent.click(within(group).getByRole('button', { name: 'Pause uploads' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'For 1 hour' }));
    expect(await within(group).findByRole('alert')).toHaveTextContent('The settings file cannot be written.');
    expect(within(group).getByRole('button', { name: 'Pause uploads' })).toBeEnabled();
  });
});
