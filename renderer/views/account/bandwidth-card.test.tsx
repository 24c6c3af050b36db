import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bandwidthCore } from '../../test-support/bandwidth-core.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { BandwidthCard } from './bandwidth-card.js';

const MiB = 1024 * 1024;

function renderCard(core = bandwidthCore()) {
  const fake = fakeApi(core.handlers);
  render(<BandwidthCard />);
  return { fake, core };
}

const card = () => screen.findByRole('region', { name: 'Upload limit' });
const rateField = () => screen.getByRole('spinbutton', { name: 'Limit upload rate to MiB/s' });
const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }));

describe('the upload limit card', () => {
  it('limits the upload rate in MiB/s, the unit the status bar says, in force at once', async () => {
    const { fake } = renderCard();
    const region = await card();
    expect(within(region).getByRole('radio', { name: 'No limit' })).toBeChecked();
    expect(within(region).getByText('In force now: no limit')).toBeInTheDocument();

    await userEvent.clear(rateField());
    await userEvent.type(rateField(), '2.5');
    expect(within(region).getByRole('radio', { name: 'Limit upload rate to' })).toBeChecked();
    expect(rateField()).toHaveAccessibleDescription(/1 MiB\/s is 1,048,576 bytes a second/);
    expect(within(region).getByText('Not applied yet')).toBeInTheDocument();
    await apply();
    expect(fake.calls['bandwidth.set']).toHaveBeenCalledExactlyOnceWith({
      setting: { kind: 'limit', bytesPerSecond: 2.5 * MiB },
    });
    expect(await within(region).findByText('In force now: 2.5 MiB/s')).toBeInTheDocument();
    expect(within(region).queryByText('Not applied yet')).toBeNull();
    expect(rateField()).toHaveValue(2.5);
  });

  it.each([
    ['', 'Give the rate in MiB/s, such as 2 or 0.5.'],
    ['0', 'A limit is above 0 MiB/s: choose "No limit" for none, or pause the hot folders to stop uploads.'],
    ['0.0001', 'The lowest limit is 1 KiB/s (about 0.001 MiB/s).'],
    ['2000000', 'The highest limit is 1024 GiB/s (1048576 MiB/s).'],
  ])('refuses a rate of "%s" as typed, and sends nothing', async (typed, message) => {
    const { fake } = renderCard();
    await card();
    await userEvent.clear(rateField());
    if (typed) await userEvent.type(rateField(), typed);
    expect(rateField()).toBeInvalid();
    expect(rateField()).toHaveAccessibleDescription(expect.stringContaining(message));
    await apply();
    expect(fake.calls['bandwidth.set']).toBeUndefined();
    expect(rateField()).toHaveFocus();
  });

  it('turns the limit off', async () => {
    const { fake } = renderCard(bandwidthCore({ setting: { kind: 'limit', bytesPerSecond: 512 * 1024 } }));
    const region = await card();
    expect(rateField()).toHaveValue(0.5);
    expect(within(region).getByText('In force now: 512 KiB/s')).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('radio', { name: 'No limit' }));
    await apply();
    expect(fake.calls['bandwidth.set']).toHaveBeenCalledExactlyOnceWith({ setting: { kind: 'off' } });
    expect(await within(region).findByText('In force now: no limit')).toBeInTheDocument();
  });

  it('checks a timetable with the main process’s parser as it is typed, and says what it means', async () => {
    const { fake } = renderCard();
    const region = await card();
    await userEvent.click(within(region).getByRole('radio', { name: 'Follow a timetable' }));
    const field = within(region).getByRole('textbox', { name: 'Timetable' });

    fireEvent.change(field, { target: { value: 'Mon-Fry,08:00,2M 18:00,off' } });
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'In "Mon-Fry,08:00,2M": "Fry" is not a day. Use Mon, Tue, Wed, Thu, Fri, Sat or Sun.',
      ),
    );
    fireEvent.change(field, { target: { value: 'Mon-Fri,08:00,2M Wed,08:00,1M' } });
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Wed 08:00 is given twice in the timetable: give each day and time once.'),
    );
    await apply();
    expect(fake.calls['bandwidth.set']).toBeUndefined();
    expect(field).toHaveFocus();

    fireEvent.change(field, { target: { value: 'Mon-Fri,08:00,2M 18:00,off' } });
    expect(field).toBeValid();
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Mon–Fri 08:00–18:00: 2 MiB/s; otherwise no limit'),
    );
    await apply();
    expect(fake.calls['bandwidth.set']).toHaveBeenCalledExactlyOnceWith({
      setting: {
        kind: 'timetable',
        entries: [
          { days: { from: 'Mon', to: 'Fri' }, at: '08:00', limit: 2 * MiB },
          { days: { from: 'Mon', to: 'Fri' }, at: '18:00', limit: null },
        ],
      },
    });
  });

  it('fills the form afresh when the limit is changed elsewhere (printdesk bwlimit)', async () => {
    const { fake, core } = renderCard();
    const region = await card();
    core.setting = { kind: 'limit', bytesPerSecond: 3 * MiB };
    fake.emit('bandwidth.changed', core.status());
    await expect.poll(() => (rateField() as HTMLInputElement).value).toBe('3');
    expect(within(region).getByRole('radio', { name: 'Limit upload rate to' })).toBeChecked();
    expect(within(region).queryByText('Not applied yet')).toBeNull();
  });

  it('shows why the limit could not be saved', async () => {
    const { fake } = renderCard();
    fake.handle({
      'bandwidth.set': () => {
        throw { code: 'internal', message: 'The settings file cannot be written.' };
      },
    });
    const region = await card();
    await userEvent.click(within(region).getByRole('radio', { name: 'Limit upload rate to' }));
    await apply();
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The settings file cannot be written.',
    );
    expect(within(region).getByText('In force now: no limit')).toBeInTheDocument();
  });
});
