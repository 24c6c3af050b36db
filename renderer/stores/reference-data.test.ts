import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RESTAddress } from '../../electron/shared/models/addresses.js';
import { blankAddress } from '../components/address-fields.js';
import { fakeApi } from '../test-support/fake-api.js';
import { sampleMainAddress } from '../test-support/samples.js';
import { useAccount } from './account.js';
import { useListImport } from './list-import.js';
import { useReferenceData } from './reference-data.js';

const saved: RESTAddress = {
  ...sampleMainAddress,
  Id: '30000000-0000-4000-8000-000000000002',
  FirstName: 'Robin',
  Street: '9 Ink Road',
  IsUserMainAddress: false,
};

const listId = '60000000-0000-4000-8000-000000000001';

describe('the reference data', () => {
  it('is fetched once for every view that needs it, and again when asked', async () => {
    const fake = fakeApi({ 'addresses.list': () => ({ addresses: [sampleMainAddress] }) });
    const { need, reload } = useReferenceData.getState();
    await Promise.all([need('addresses'), need('addresses')]);
    await need('addresses');
    expect(fake.calls['addresses.list']).toHaveBeenCalledTimes(1);
    expect(useReferenceData.getState().addresses).toEqual([sampleMainAddress]);

    fake.handle({ 'addresses.list': () => ({ addresses: [sampleMainAddress, saved] }) });
    await reload('addresses');
    expect(fake.calls['addresses.list']).toHaveBeenCalledTimes(2);
    expect(useReferenceData.getState().addresses).toEqual([sampleMainAddress, saved]);
  });

  it('keeps a failure for the view to show, and fetches again when the view retries', async () => {
    const fake = fakeApi({
      'documents.templates': () => {
        throw { code: 'network', message: 'The print service cannot be reached.' };
      },
    });
    await useReferenceData.getState().need('templates');
    expect(useReferenceData.getState()).toMatchObject({
      templates: null,
      errors: { templates: { code: 'network' } },
    });

    fake.handle({ 'documents.templates': () => ({ templates: [] }) });
    await useReferenceData.getState().need('templates');
    expect(fake.calls['documents.templates']).toHaveBeenCalledTimes(2);
    expect(useReferenceData.getState()).toMatchObject({ templates: [], errors: {} });
  });

  it('drops what arrives for the account it has forgotten, and fetches afresh for the next', async () => {
    let answer: (lists: []) => void = () => undefined;
    const fake = fakeApi({
      'lists.list': () => new Promise((resolve) => (answer = (lists) => resolve({ lists }))),
    });
    const late = useReferenceData.getState().need('lists');
    await waitFor(() => expect(fake.calls['lists.list']).toHaveBeenCalledTimes(1));
    useReferenceData.getState().forget();
    answer([]);
    await late;
    expect(useReferenceData.getState().lists).toBeNull();

    const summary = { id: listId, name: 'Branches', recipientCount: 2, updated: '2026-11-24T10:00:00Z' };
    fake.handle({ 'lists.list': () => ({ lists: [summary] }) });
    await useReferenceData.getState().need('lists');
    expect(useReferenceData.getState().lists).toEqual([summary]);
  });

  it('is fetched again when PrintDesk saves a list or creates an address', async () => {
    const summary = { id: listId, name: 'Branches', recipientCount: 1, updated: '2026-11-24T10:00:00Z' };
    const ada = {
      ...blankAddress,
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Street: '1 Main St',
      City: 'Springfield',
      PostalCode: '12345',
    };
    const fake = fakeApi({
      'lists.list': () => ({ lists: [] }),
      'addresses.list': () => ({ addresses: [sampleMainAddress] }),
      'lists.previewImport': () => ({
        headers: ['FirstName', 'LastName', 'Street', 'City', 'PostalCode'],
        mapping: {
          FirstName: 'FirstName',
          LastName: 'LastName',
          Street: 'Street',
          City: 'City',
          PostalCode: 'PostalCode',
        },
        recipients: [ada],
        errors: [],
        rowCount: 1,
      }),
      'lists.save': ({ name, recipients }) => ({
        id: listId,
        name,
        recipients: recipients.map((row) => ({ ...blankAddress, ...row })),
        updated: summary.updated,
      }),
      'addresses.create': () => saved,
    });
    const reference = useReferenceData.getState();
    await Promise.all([reference.need('lists'), reference.need('addresses')]);

    fake.handle({ 'lists.list': () => ({ lists: [summary] }) });
    await useListImport.getState().open();
    await useListImport
      .getState()
      .check('FirstName,LastName,Street,City,PostalCode\nAda,Lovelace,1 Main St,Springfield,12345');
    expect(await useListImport.getState().save('Branches')).toMatchObject({ id: listId, name: 'Branches' });
    expect(useReferenceData.getState().lists).toEqual([summary]);

    fake.handle({ 'addresses.list': () => ({ addresses: [sampleMainAddress, saved] }) });
    const robin = { ...ada, FirstName: 'Robin', LastName: 'Jones', Street: '9 Ink Road', City: 'Portland' };
    expect(await useAccount.getState().createAddress(robin, false)).toBe(true);
    await waitFor(() => expect(useReferenceData.getState().addresses).toEqual([sampleMainAddress, saved]));
    expect(fake.calls['addresses.list']).toHaveBeenCalledTimes(2);
  });
});
