import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Document } from '../../../electron/shared/models/documents.js';
import { channels } from '../../../electron/shared/contract/channels.js';
import {
  documentRequest,
  draftFrom,
  draftProblems,
  hasProblems,
  parseRange,
} from '../../stores/documents.js';
import { fakeApi } from '../../test-support/fake-api.js';
import type { Handlers } from '../../test-support/fake-api.js';
import { sampleItem, sampleItemDetails } from '../../test-support/samples.js';
import DocumentsView from './index.js';
import { prettyXml } from './xml-panel.js';

const templateId = '3f473099-3165-4775-a583-8cf178afa74a';
const documentId = '30000000-0000-4000-8000-000000000001';
const brochure = sampleItem(1, { name: 'brochure.pdf', pageCount: 10 });

function newDocument(): Document {
  return {
    Id: null,
    Name: '',
    Description: '',
    ReferenceData: '',
    Product: {
      Content: [],
      Template: 'Custom',
      ApplicationId: null,
      DocumentTemplateId: templateId,
      Quantity: 1,
      DocumentTemplateName: '05.01.01-Presentation',
    },
  };
}

const savedDocument = sampleItem(2, {
  id: documentId,
  name: 'Spring catalogue',
  type: 'Document',
  pageCount: 10,
});
const madeElsewhere = sampleItem(3, { name: 'Web-made flyer', type: 'Document', pageCount: 2 });

/** An item quote of the template: only its measurements matter here (the page size). */
const itemQuote = {
  PricingDetails: {
    ListPrice: 0,
    Price: 10,
    ListOneTimeCharge: 0,
    OneTimeCharge: 0,
    ProductionHoursRequired: 0,
  },
  OfferingDetails: { Other: [], PrintOptions: [], BindingAndCovers: [], TabsAndInserts: [] },
  Measurements: { Length: 11, Width: 8.5, Height: 0.1, Height2: 0.1, Weight: 0.3 },
};

function documentsApi(handlers: Handlers = {}) {
  return fakeApi({
    'documents.templates': () => ({
      templates: [{ id: templateId, name: '05.01.01-Presentation', description: 'Comb-bound booklet' }],
    }),
    'library.search': ({ type }) =>
      type === 'Document'
        ? { total: 2, page: 1, pageSize: 200, items: [savedDocument, madeElsewhere] }
        : { total: 1, page: 1, pageSize: 500, items: [brochure] },
    'quotes.item': () => itemQuote as never,
    'library.thumbnail': ({ page }) => ({ dataUrl: `data:image/png;base64,${page}` }),
    'documents.new': () => newDocument(),
    'documents.save': ({ document }) => ({ ...newDocument(), ...document, Id: documentId }) as Document,
    'documents.update': () => ({ ok: true }),
    'library.item': () =>
      sampleItemDetails(documentId, 1, { ...brochure, id: documentId, version: 2, folderName: 'Documents' }),
    ...handlers,
  });
}

async function createDocument() {
  render(<DocumentsView />);
  await userEvent.click(await screen.findByRole('button', { name: 'Create document' }));
  return screen.findByRole('form', { name: 'Document' });
}

/** Adds a section and picks its print file, as a user does (none is picked for them). */
async function addSection(form: HTMLElement, number = 1) {
  await userEvent.click(within(form).getByRole('button', { name: 'Add section' }));
  await userEvent.selectOptions(within(form).getByLabelText(`Section ${number} print file`), brochure.id);
}

describe('the Documents view', () => {
  it('says when there are no templates', async () => {
    documentsApi({ 'documents.templates': () => ({ templates: [] }) });
    render(<DocumentsView />);
    expect(await screen.findByText('No templates')).toBeInTheDocument();
  });

  it('shows why templates cannot be loaded, with a way to try again', async () => {
    documentsApi({
      'documents.templates': () => {
        throw { code: 'not-connected', message: 'Connect an account first.' };
      },
    });
    render(<DocumentsView />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Connect an account first');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('sends people to the Library when there is no print file to use', async () => {
    documentsApi({ 'library.search': () => ({ total: 0, page: 1, pageSize: 500, items: [] }) });
    await createDocument();
    expect(await screen.findByText('No print files in your library')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the Library' })).toHaveAttribute('href', '#/library');
  });

  it("names a new document after its product and the day, not the template's code", async () => {
    documentsApi();
    const form = await createDocument();
    const name = within(form).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toMatch(/^Presentation – \w{3} \d{1,2}, \d{4}$/);
    expect(name.value).not.toContain('05.01.01');
  });

  it('refuses a page range past the end of the print file, in words', async () => {
    const fake = documentsApi();
    const form = await createDocument();
    await addSection(form);
    const to = within(form).getByLabelText('Section 1 to page');
    expect(to).toHaveValue('10');
    await userEvent.clear(to);
    await userEvent.type(to, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save document' }));
    expect(
      within(form).getByText('Section 1: brochure.pdf has 10 pages, so the range cannot end at page 12.'),
    ).toBeInTheDocument();
    expect(fake.calls['documents.save']).toBeUndefined();
  });

  it('saves a new document, then updates it, showing its version', async () => {
    const fake = documentsApi();
    const form = await createDocument();
    await userEvent.clear(within(form).getByLabelText('Name'));
    await userEvent.type(within(form).getByLabelText('Name'), 'Spring catalogue');
    await userEvent.clear(within(form).getByLabelText('Quantity'));
    await userEvent.type(within(form).getByLabelText('Quantity'), '25');
    await addSection(form);
    expect(within(form).getByRole('button', { name: 'Get quote' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Save document' }));
    expect(await within(form).findByText('Saved · version 2')).toBeInTheDocument();
    // Where it is, in words (not its id), and a quote is one click away.
    expect(within(form).getByTestId('saved-in')).toHaveTextContent('Saved in the library folder Documents.');
    expect(within(form).queryByText(documentId, { exact: false })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Get quote' }));
    expect(window.location.hash).toBe(`#/quotes?item=${documentId}&quantity=25`);
    expect(fake.calls['documents.save']).toHaveBeenCalledWith({
      folderPath: 'Documents',
      document: expect.objectContaining({
        Name: 'Spring catalogue',
        Product: expect.objectContaining({
          DocumentTemplateId: templateId,
          Quantity: 25,
          Content: [{ Source: brochure.id, Range: '[1,10]' }],
        }),
      }),
    });

    await userEvent.type(within(form).getByLabelText('Description'), 'For the open house');
    expect(within(form).getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Update document' }));
    await waitFor(() =>
      expect(fake.calls['documents.update']).toHaveBeenCalledWith({
        document: expect.objectContaining({ Id: documentId, Description: 'For the open house' }),
      }),
    );
    expect(await within(form).findByText('Saved · version 2')).toBeInTheDocument();
  });

  it("asks which print file each of the template's sections takes, and shows its size and page limit", async () => {
    const fake = documentsApi({
      'documents.new': () => ({
        ...newDocument(),
        Product: { ...newDocument().Product!, Content: [{ Id: null, Source: '', Range: '[1,2]' }] },
      }),
    });
    const form = await createDocument();
    // Nothing is chosen for the user.
    expect(within(form).getByLabelText('Section 1 print file')).toHaveValue('');
    expect(await within(form).findByTestId('template-facts')).toHaveTextContent(
      '8.5 × 11 in (Letter) · 215.9 × 279.4 mm, up to 2 pages',
    );
    expect(fake.calls['quotes.item']).toHaveBeenCalledWith({ documentTemplateId: templateId, quantity: 1 });
    await userEvent.selectOptions(within(form).getByLabelText('Section 1 print file'), brochure.id);
    // The section's pages, as pictures, first few of its range.
    const pages = within(form).getByRole('figure', { name: 'Section 1 pages' });
    expect(await within(pages).findByRole('img', { name: 'brochure.pdf, page 1' })).toBeInTheDocument();
    expect(within(pages).getAllByRole('img')).toHaveLength(4);
    expect(pages).toHaveTextContent('and 6 more pages');
    // Ten pages of a two-page template are refused before anything is sent.
    await userEvent.click(within(form).getByRole('button', { name: 'Save document' }));
    expect(
      within(form).getByText(/This template takes at most 2 pages, and the sections add up to 10/),
    ).toBeInTheDocument();
    expect(fake.calls['documents.save']).toBeUndefined();
  });

  it('says in plain words why the service refused a save, its own text aside', async () => {
    documentsApi({
      'documents.save': () => {
        throw {
          code: 'invalid-request',
          message: 'The print service rejected CreateDocument (HTTP 400: Product.Content: 4 pages).',
          details: { serviceMessage: "Product.Content: 4 pages; '02.01.01-Flyer' takes at most 2" },
        };
      },
    });
    const form = await createDocument();
    await addSection(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Save document' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.querySelector('p')).toHaveTextContent(
      'The print service did not accept the document: its template takes at most 2 pages.',
    );
    expect(alert.querySelector('p')).not.toHaveTextContent('HTTP 400');
    expect(within(alert).getByText('Technical details')).toBeInTheDocument();
  });

  it('lists the library’s documents and reopens one saved here, as it was saved', async () => {
    const fake = documentsApi({
      'documents.open': ({ itemId }) =>
        itemId === documentId
          ? {
              folderPath: 'Documents/Spring',
              document: {
                Id: documentId,
                Name: 'Spring catalogue',
                Product: {
                  DocumentTemplateId: templateId,
                  DocumentTemplateName: '05.01.01-Presentation',
                  Quantity: 25,
                  Content: [{ Source: brochure.id, Range: '[2,3]' }],
                },
              },
            }
          : { folderPath: null, document: null },
    });
    render(<DocumentsView />);
    const list = await screen.findByRole('region', { name: 'Your documents' });
    await userEvent.click(await within(list).findByRole('button', { name: /Spring catalogue/ }));
    const form = await screen.findByRole('form', { name: 'Document' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Spring catalogue');
    expect(within(form).getByLabelText('Section 1 from page')).toHaveValue('2');
    expect(within(form).getByTestId('saved-in')).toHaveTextContent('Documents/Spring');
    expect(within(form).getByRole('button', { name: 'Get quote' })).toBeEnabled();
    expect(fake.calls['documents.open']).toHaveBeenCalledWith({ itemId: documentId });

    await userEvent.click(within(list).getByRole('button', { name: /Web-made flyer/ }));
    const outside = await screen.findByRole('article', { name: 'Web-made flyer' });
    expect(outside).toHaveTextContent('made outside PrintDesk');
    expect(within(outside).getByRole('link', { name: 'Get quote' })).toHaveAttribute(
      'href',
      `#/quotes?item=${madeElsewhere.id}`,
    );
  });

  it("shows the document's XML", async () => {
    documentsApi({ 'documents.xml': () => ({ xml: '<Document><Name>Spring</Name></Document>' }) });
    const form = await createDocument();
    await addSection(form);
    await userEvent.click(within(form).getByRole('button', { name: 'View XML' }));
    const xml = await screen.findByRole('region', { name: 'Document XML' });
    expect(within(xml).getByText(/<Name>Spring<\/Name>/)).toBeInTheDocument();
  });
});

describe('document drafts', () => {
  it('reads and writes page ranges as the service does', () => {
    expect(parseRange('[3, 12]')).toEqual({ from: '3', to: '12' });
    const draft = draftFrom(
      {
        ...newDocument(),
        Id: documentId,
        Name: 'A',
        Product: { ...newDocument().Product!, Content: [{ Id: null, Source: brochure.id, Range: '[2,4]' }] },
      },
      templateId,
    );
    expect(documentRequest(draft).Product.Content).toEqual([{ Source: brochure.id, Range: '[2,4]' }]);
  });

  it('names every problem of a draft', () => {
    const draft = { ...draftFrom(newDocument(), templateId), name: ' ', quantity: '0' };
    draft.sections = [
      { key: 'a', id: null, source: brochure.id, from: '5', to: '3' },
      { key: 'b', id: null, source: '', from: '1', to: '1' },
    ];
    const problems = draftProblems(draft, [brochure], '');
    expect(problems.name).toBe('Give the document a name.');
    expect(problems.quantity).toBe('Enter a whole number of copies from 1 to 1,000,000.');
    expect(problems.folderPath).toMatch(/library folder/);
    expect(problems.section).toEqual({
      a: 'Section 1: the first page (5) comes after the last page (3).',
      b: 'Section 2: choose a print file.',
    });
  });

  it('lets through no draft the router refuses: the same schema checks both', () => {
    const fine = {
      ...draftFrom(newDocument(), templateId),
      name: 'Open house',
      sections: [{ key: 'a', id: null, source: brochure.id, from: '1', to: '2' }],
    };
    const refusedByRouter = [
      { ...fine, quantity: '1000001' },
      { ...fine, name: 'n'.repeat(256) },
      { ...fine, sections: [{ ...fine.sections[0]!, from: '0' }] },
      { ...fine, sections: [{ ...fine.sections[0]!, to: '1234567' }] },
      { ...fine, sections: Array.from({ length: 201 }, (_, i) => ({ ...fine.sections[0]!, key: `s${i}` })) },
    ];
    const router = channels['documents.save'].input;
    expect(router.safeParse({ folderPath: 'Documents', document: documentRequest(fine) }).success).toBe(true);
    expect(hasProblems(draftProblems(fine, [], 'Documents'))).toBe(false);
    for (const draft of refusedByRouter) {
      expect(router.safeParse({ folderPath: 'Documents', document: documentRequest(draft) }).success).toBe(
        false,
      );
      expect(hasProblems(draftProblems(draft, [], 'Documents')), JSON.stringify(draft).slice(0, 200)).toBe(
        true,
      );
    }
    expect(draftProblems(refusedByRouter[0]!, [], 'Documents').quantity).toBe(
      'Enter a whole number of copies from 1 to 1,000,000.',
    );
    expect(draftProblems(refusedByRouter[3]!, [], 'Documents').section).toEqual({
      a: 'Section 1: pages are whole numbers from 1 to 999999 (a page range looks like [1,12]).',
    });
  });

  it('indents XML by depth', () => {
    expect(prettyXml('<?xml version="1.0"?><A><B>x</B><C/></A>')).toBe(
      '<?xml version="1.0"?>\n<A>\n  <B>x</B>\n  <C/>\n</A>',
    );
  });
});
