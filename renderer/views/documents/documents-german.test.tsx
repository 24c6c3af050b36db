/** The Documents view in German, for a metric market: names by role, the template's size in mm first. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Document } from '../../../electron/shared/models/documents.js';
import { setAppLocale } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';
import { fakeApi } from '../../test-support/fake-api.js';
import { connectedStatus, sampleItem } from '../../test-support/samples.js';
import DocumentsView from './index.js';

const templateId = '3f473099-3165-4775-a583-8cf178afa74a';

function newDocument(): Document {
  return {
    Id: null,
    Name: '',
    Description: '',
    ReferenceData: '',
    Product: {
      Content: [{ Id: null, Source: '', Range: '[1,2]' }],
      Template: 'Custom',
      ApplicationId: null,
      DocumentTemplateId: templateId,
      Quantity: 1,
      DocumentTemplateName: '05.01.01-Presentation',
    },
  };
}

/** A German item quote measures in millimetres: an A4 product. */
const itemQuote = {
  PricingDetails: {
    ListPrice: 0,
    Price: 10,
    ListOneTimeCharge: 0,
    OneTimeCharge: 0,
    ProductionHoursRequired: 0,
  },
  OfferingDetails: { Other: [], PrintOptions: [], BindingAndCovers: [], TabsAndInserts: [] },
  Measurements: { Length: 297, Width: 210, Height: 2, Height2: 2, Weight: 0.3 },
};

describe('the Documents view in German', () => {
  beforeEach(() => setAppLocale('de', 'de-DE'));
  afterEach(() => {
    setAppLocale('en', 'en-US');
    useAccount.setState({ status: null });
  });

  it('creates a document by German names and shows the template’s size in mm and A4 first', async () => {
    fakeApi({
      'documents.templates': () => ({
        templates: [{ id: templateId, name: '05.01.01-Presentation', description: 'Broschüre' }],
      }),
      'library.search': ({ type }) =>
        type === 'Document'
          ? { total: 0, page: 1, pageSize: 200, items: [] }
          : {
              total: 1,
              page: 1,
              pageSize: 500,
              items: [sampleItem(1, { name: 'brochure.pdf', pageCount: 10 })],
            },
      'quotes.item': () => itemQuote as never,
      'library.thumbnail': ({ page }) => ({ dataUrl: `data:image/png;base64,${page}` }),
      'documents.new': () => newDocument(),
    });
    useAccount.setState({ status: { ...connectedStatus, market: 'de' } });
    render(<DocumentsView />);
    expect(screen.getByRole('heading', { name: 'Dokumente' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Noch keine Dokumente' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Dokument erstellen' }));
    const form = await screen.findByRole('form', { name: 'Dokument' });
    expect(await within(form).findByTestId('template-facts')).toHaveTextContent(
      'Endformat 210 × 297 mm (A4) · 8,27 × 11,69 in, bis zu 2 Seiten',
    );
    expect(within(form).getByRole('textbox', { name: 'Auflage' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Abschnitte' })).toBeInTheDocument();
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Druckdatei für Abschnitt 1' }),
      'brochure.pdf (10 Seiten)',
    );
    expect(within(form).getByRole('figure', { name: 'Seiten von Abschnitt 1' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Abschnitt 1 entfernen' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Dokument speichern' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'XML anzeigen' })).toBeInTheDocument();
  });
});
