import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HookDeliveryRow } from '../../../electron/shared/contract/hooks.js';
import { LocaleProvider } from '../../i18n/locale-provider.js';
import { useAccount } from '../../stores/account.js';
import { sampleSettings } from '../../test-support/samples.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { hooksCore } from '../../test-support/hooks-core.js';
import { HooksCard } from './hooks-card.js';

const delivered: HookDeliveryRow = {
  eventId: 'evt_1',
  type: 'job.held',
  linkId: '0b3a1f53-6a3e-4c1b-9f55-0e4b0b6f2f11',
  target: { kind: 'url', address: 'https://hooks.example.com/printdesk' },
  state: 'delivered',
  attempts: 3,
  at: '2026-11-20T08:30:00.000Z',
  answer: { ok: true, status: 202 },
};
const retrying: HookDeliveryRow = {
  eventId: 'evt_2',
  type: 'file.uploaded',
  target: { kind: 'command', address: '/usr/local/bin/tell-erp' },
  state: 'retrying',
  attempts: 2,
  at: '2026-11-20T08:31:00.000Z',
  answer: { ok: false, exitCode: 3, error: 'ERP is down' },
  nextAttemptAt: '2026-11-20T08:32:00.000Z',
};

function renderCard(core = hooksCore()) {
  const fake = fakeApi(core.handlers);
  render(<HooksCard />);
  return { fake, core };
}

const card = () => screen.findByRole('region', { name: 'Hooks' });

describe('the Hooks section', () => {
  it('saves an address and a command, sends a test event and shows each answer', async () => {
    const { fake } = renderCard();
    const region = await card();
    // Pasted, as an address and a command usually are (and typing each key is slow in jsdom).
    await userEvent.click(within(region).getByRole('textbox', { name: 'Webhook address' }));
    await userEvent.paste('https://hooks.example.com/printdesk');
    await userEvent.click(within(region).getByRole('textbox', { name: 'Command' }));
    await userEvent.paste('logger -t printdesk');
    await userEvent.click(within(region).getByRole('button', { name: 'Save hooks' }));
    expect(fake.calls['hooks.set']).toHaveBeenCalledExactlyOnceWith({
      hooks: {
        url: 'https://hooks.example.com/printdesk',
        command: 'logger -t printdesk',
        allowInsecureHttp: false,
      },
    });
    await userEvent.click(within(region).getByRole('button', { name: 'Send a test event' }));
    const answers = await within(region).findByRole('status', { name: 'Answers to the test event' });
    expect(answers).toHaveTextContent('https://hooks.example.com/printdesk: HTTP 204');
    expect(answers).toHaveTextContent('logger -t printdesk: HTTP 204');
  });

  it('a test event sent while the save is still on its way goes to the hooks as saved', async () => {
    const core = hooksCore();
    const set = core.handlers['hooks.set']!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fake } = renderCard({
      ...core,
      handlers: { ...core.handlers, 'hooks.set': async (request) => (await held, set(request)) },
    });
    const region = await card();
    await userEvent.click(within(region).getByRole('textbox', { name: 'Webhook address' }));
    await userEvent.paste('https://hooks.example.com/printdesk');
    await userEvent.click(within(region).getByRole('button', { name: 'Save hooks' }));
    await userEvent.click(within(region).getByRole('button', { name: 'Send a test event' }));
    expect(fake.calls['hooks.test']).toBeUndefined();
    release();
    const answers = await within(region).findByRole('status', { name: 'Answers to the test event' });
    expect(answers).toHaveTextContent('https://hooks.example.com/printdesk: HTTP 204');
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('asks before events go to a plain http:// address of another computer', async () => {
    const { fake } = renderCard();
    const region = await card();
    await userEvent.click(within(region).getByRole('textbox', { name: 'Webhook address' }));
    await userEvent.paste('http://erp.lan/hooks');
    await userEvent.click(within(region).getByRole('button', { name: 'Save hooks' }));
    expect(fake.calls['hooks.set']).toBeUndefined();
    expect(within(region).getByRole('textbox', { name: 'Webhook address' })).toHaveAccessibleDescription(
      /Events would travel in clear to another computer/,
    );
    await userEvent.click(
      within(region).getByRole('checkbox', { name: 'Send events to this plain http:// address anyway' }),
    );
    await userEvent.click(within(region).getByRole('button', { name: 'Save hooks' }));
    expect(fake.calls['hooks.set']).toHaveBeenCalledExactlyOnceWith({
      hooks: { url: 'http://erp.lan/hooks', allowInsecureHttp: true },
    });
  });

  it('shows the last deliveries with their answers, and the signing secret only when asked', async () => {
    const core = hooksCore({ deliveries: [retrying, delivered] });
    renderCard(core);
    const region = await card();
    const table = within(region).getByRole('table', { name: 'Last deliveries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('file.uploaded');
    expect(rows[0]).toHaveTextContent('Exit code 3');
    expect(rows[0]).toHaveTextContent('Trying again at');
    expect(rows[1]).toHaveTextContent('job.held');
    expect(rows[1]).toHaveTextContent('HTTP 202');
    expect(rows[1]).toHaveTextContent('Delivered');
    expect(within(rows[1]!).getAllByRole('cell').at(-1)).toHaveTextContent('3');
    expect(region).not.toHaveTextContent(core.secret);
    await userEvent.click(within(region).getByRole('button', { name: 'Show signing secret' }));
    expect(await within(region).findByText(core.secret)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Hide signing secret' }));
    expect(region).not.toHaveTextContent(core.secret);
  });

  it('speaks German', async () => {
    fakeApi(hooksCore({ deliveries: [delivered] }).handlers);
    act(() => useAccount.getState().applySettings({ ...sampleSettings, language: 'de' }));
    render(
      <LocaleProvider>
        <HooksCard />
      </LocaleProvider>,
    );
    const region = await screen.findByRole('region', { name: 'Hooks' });
    expect(within(region).getByRole('button', { name: 'Testereignis senden' })).toBeInTheDocument();
    expect(within(region).getByRole('table', { name: 'Letzte Zustellungen' })).toHaveTextContent(
      'Zugestellt',
    );
    expect(within(region).getByRole('textbox', { name: 'Webhook-Adresse' })).toBeInTheDocument();
  });
});
