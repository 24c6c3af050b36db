import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../electron/shared/preflight/findings.js';
import { useAccount } from '../../stores/account.js';
import { fakeApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import { sampleSettings } from '../../test-support/samples.js';
import { PageStrip } from './page-strip.js';

const itemId = '10000000-0000-4000-8000-000000000001';

const findings: Finding[] = [
  {
    check: 'font-not-embedded',
    severity: 'error',
    pages: [1, 2],
    font: 'Helvetica',
  },
  {
    check: 'image-resolution',
    severity: 'error',
    pages: [3],
    lowestPpi: 100,
    limitPpi: 150,
  },
  {
    check: 'rgb-color',
    severity: 'warning',
    pages: [3],
    seen: 'image',
  },
];

/** The details' strip of a 4-page item, its findings as `found` answers. */
async function strip(found: Handlers['library.findings']) {
  const fake = fakeApi({ 'library.thumbnail': () => null, 'library.findings': found });
  useAccount.setState({ settings: sampleSettings });
  render(<PageStrip itemId={itemId} name="brochure.pdf" pageCount={4} fallback="PDF" />);
  return { fake, pages: screen.getByRole('region', { name: 'Pages' }) };
}

describe("the details' page pictures", () => {
  it('mark the pages with findings, saying them in a few words, and list them in full on demand', async () => {
    const { fake, pages } = await strip(() => ({ checked: true, profile: 'standard', findings }));
    const third = await within(pages).findByRole('img', { name: 'Page 3: image under 150 ppi, RGB colour' });
    expect(third).toHaveTextContent('✕ 2');
    expect(within(pages).getByRole('img', { name: 'Page 1: font not embedded' })).toBeInTheDocument();
    expect(within(pages).getByRole('img', { name: 'Page 2: font not embedded' })).toBeInTheDocument();
    expect(within(pages).queryByRole('img', { name: /^Page 4:/ })).toBeNull();
    expect(pages).toHaveTextContent(
      'Preflight (Standard profile): 2 errors, 1 warning, marked on the pages.',
    );
    expect(fake.calls['library.findings']).toHaveBeenCalledWith({ itemId });

    await userEvent.click(within(pages).getByText(/^Preflight \(Standard profile\)/));
    const listed = within(pages).getByRole('list', { name: 'Findings in brochure.pdf' });
    expect(listed).toHaveTextContent('Error · Image resolution');
    expect(listed).toHaveTextContent('Page 3 has an image at 100 ppi');
  });

  it('mark a warning-only page as a warning, by the thresholds of the profile in use', async () => {
    const soft: Finding = {
      check: 'image-resolution',
      severity: 'warning',
      pages: [2],
      lowestPpi: 200,
      limitPpi: 250,
    };
    const { pages } = await strip(() => ({ checked: true, profile: 'standard', findings: [soft] }));
    const mark = await within(pages).findByRole('img', { name: 'Page 2: image under 250 ppi' });
    expect(mark).toHaveAttribute('data-severity', 'warning');
    expect(mark).toHaveTextContent('!');
  });

  it('say once why a file PrintDesk does not have here has no marks', async () => {
    const reason =
      'No marks on these pages: PrintDesk checks only the files it uploaded from this computer, and it has no copy of this one.';
    const { pages } = await strip(() => ({ checked: false, why: 'unknown' }));
    expect(await within(pages).findAllByText(reason)).toHaveLength(1);
    expect(within(pages).queryByRole('img', { name: /^Page \d+:/ })).toBeNull();
  });

  it('say so, with a retry, when the findings could not be had', async () => {
    let fail = true;
    const { pages } = await strip(() => {
      if (fail) throw { code: 'internal', message: 'A file-work thread stopped.' };
      return { checked: true, profile: 'standard', findings: [] };
    });
    expect(await within(pages).findByRole('alert')).toHaveTextContent(/went wrong|thread stopped/i);
    fail = false;
    await userEvent.click(within(pages).getByRole('button', { name: /try again/i }));
    expect(
      await within(pages).findByText('Preflight (Standard profile): nothing found.'),
    ).toBeInTheDocument();
  });
});
