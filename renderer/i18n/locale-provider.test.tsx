import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { money } from '../format/orders.js';
import { formatBytes } from '../format/sizes-and-dates.js';
import { useAccount } from '../stores/account.js';
import { sampleSettings } from '../test-support/samples.js';
import { DeleteDialog } from '../views/library/delete-dialog.js';
import { LocaleProvider } from './locale-provider.js';

function dialog() {
  return (
    <LocaleProvider>
      <DeleteDialog
        item={{ name: 'flyer.pdf', type: 'Printfile' }}
        onDelete={async () => null}
        onClose={() => {}}
      />
    </LocaleProvider>
  );
}

describe('the app’s language in the window', () => {
  it('follows the setting live: texts, numbers and <html lang>', async () => {
    act(() => useAccount.getState().applySettings({ ...sampleSettings, language: 'de' }));
    render(dialog());
    expect(await screen.findByRole('dialog', { name: '„flyer.pdf“ löschen?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Druckdatei löschen' })).toBeInTheDocument();
    expect(screen.getByText(/verschwindet aus Ihrer Bibliothek/)).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(money(1234.5)).toBe('1.234,50\u00a0$');

    act(() => useAccount.getState().applySettings({ ...sampleSettings, language: 'en' }));
    expect(await screen.findByRole('dialog', { name: 'Delete “flyer.pdf”?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete print file' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(formatBytes(1536)).toBe('1.5 KB');
  });

  it('follows the system’s languages when the setting is System', async () => {
    act(() => useAccount.getState().applySettings({ ...sampleSettings, language: 'system' }));
    render(dialog());
    // jsdom's navigator speaks en-US.
    expect(await screen.findByRole('button', { name: 'Keep it' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });
});
