import { afterEach, describe, expect, it } from 'vitest';
import { blankAddress } from '../components/address-fields.js';
import { setAppLocale } from '../format/intl.js';
import { sampleItem } from '../test-support/samples.js';
import { orderDraft, parseCodes, quoteProblems } from './order-draft.js';
import { blankOrderForm } from './order-form.js';

const brochure = sampleItem(1, { name: 'Spring brochure', type: 'Document' });
const groundId = 'f2dc9f3d-ba8a-4a0c-831f-e240db9726db';

describe('quote drafts', () => {
  const base = {
    lines: [{ storeItemId: brochure.id, quantity: '5' }],
    recipient: 'main' as const,
    savedAddressId: '',
    newAddress: blankAddress,
    listId: '',
    pastRecipients: [],
    form: blankOrderForm,
    shippingMethodId: groundId,
    additionalHours: '24',
    needBy: '',
    taxExempt: true,
    discountCodes: 'a b,a',
  };

  it('turns the form into the contract order, at another quantity for the chart', () => {
    expect(orderDraft(base, 100)).toEqual({
      lines: [{ storeItemId: brochure.id, quantity: 100 }],
      recipient: { kind: 'main' },
      shippingMethodId: groundId,
      additionalProcessingHours: 24,
      taxExempt: true,
      discountCodes: ['A', 'B'],
      payment: { kind: 'creditLimit' },
      packingSlipMemo: '',
      specialInstructionCodes: [],
    });
    expect(parseCodes(' x;y ,, x ')).toEqual(['X', 'Y']);
  });

  it('sends a new address as the contract takes it, care-of line included', () => {
    const newAddress = {
      ...blankAddress,
      FirstName: ' Avery ',
      LastName: 'Printer',
      CareOf: 'Print room',
      Street: '9 Ink Road',
      City: 'Portland',
      PostalCode: '97201',
      Country: 'gb',
    };
    const state = { ...base, recipient: 'new' as const, newAddress };
    expect(quoteProblems(state, true).address).toEqual({});
    expect(orderDraft(state).recipient).toEqual({
      kind: 'new',
      address: { ...newAddress, FirstName: 'Avery', Country: 'GB' },
    });
    expect(quoteProblems({ ...state, newAddress: { ...newAddress, Email: 'nobody' } }, true).address).toEqual(
      {
        Email: 'Enter an e-mail address like name@example.com, or leave it empty.',
      },
    );
  });

  it('names bad quantities and hours', () => {
    const problems = quoteProblems(
      {
        ...base,
        lines: [{ storeItemId: brochure.id, quantity: '2.5' }],
        additionalHours: '-1',
        shippingMethodId: '',
      },
      true,
    );
    expect(problems.line[0]).toMatch(/whole number/);
    expect(problems.hours).toMatch(/whole number of hours/);
    expect(problems.shipping).toBe('Choose a shipping method.');
  });

  it('sends the recipients of a past order in full, and asks for another recipient when it had none', () => {
    const austin = {
      ...blankAddress,
      FirstName: 'Sam',
      LastName: 'Okafor',
      Street: '10226 Signal Hill Rd',
      City: 'Austin',
      PostalCode: '78737',
      Country: 'US',
    };
    expect(orderDraft({ ...base, recipient: 'past', pastRecipients: [austin] }).recipient).toEqual({
      kind: 'addresses',
      addresses: [austin],
    });
    expect(quoteProblems({ ...base, recipient: 'past', pastRecipients: [] }, true).recipient).toMatch(
      /choose another recipient/,
    );
  });

  describe('in German', () => {
    afterEach(() => setAppLocale('en', 'en'));

    it('names the problems in the app language', () => {
      setAppLocale('de', 'de');
      const problems = quoteProblems(
        {
          ...base,
          lines: [],
          recipient: 'list',
          shippingMethodId: '',
          form: { ...blankOrderForm, payment: 'corporateAccount', corporateAccountId: 'nope' },
        },
        true,
      );
      expect(problems.lines).toBe('Fügen Sie dem Auftrag mindestens ein Element aus Ihrer Bibliothek hinzu.');
      expect(problems.recipient).toBe('Wählen Sie eine Verteilerliste.');
      expect(problems.shipping).toBe('Wählen Sie eine Versandart.');
      expect(problems.form['payment.accountId']).toBe('Geben Sie die Firmenkonto-ID ein (eine GUID).');
      expect(quoteProblems({ ...base, recipient: 'saved' }, true).recipient).toBe(
        'Wählen Sie eine Ihrer gespeicherten Adressen.',
      );
    });
  });
});
