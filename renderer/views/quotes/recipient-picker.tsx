import { useState } from 'react';
import type { ReactNode } from 'react';
import type { MessageId } from '../../../electron/i18n/catalogue.js';
import type { DistributionList } from '../../../electron/shared/contract/distribution-lists.js';
import { ErrorMessage } from '../../components/error-message.js';
import { addressLine } from '../../format/addresses.js';
import { AddressFieldset } from '../../components/address-fields.js';
import { SelectField } from '../../components/field.js';
import { Button } from '../../components/button.js';
import { SkeletonText } from '../../components/skeleton.js';
import { showToast } from '../../components/toasts.js';
import { useAppIntl } from '../../format/intl.js';
import { useListImport } from '../../stores/list-import.js';
import type { QuoteProblems, RecipientChoice } from '../../stores/order-draft.js';
import { useQuotes } from '../../stores/quotes.js';
import { useReferenceData } from '../../stores/reference-data.js';
import { ListImportDialog } from './list-import-dialog.js';

/** Step 2: who receives the order. */
export function RecipientPicker({ problems }: { problems: QuoteProblems }) {
  const addresses = useReferenceData((state) => state.addresses);
  const error = useReferenceData((state) => state.errors.addresses);
  const recipient = useQuotes((state) => state.recipient);
  const savedAddressId = useQuotes((state) => state.savedAddressId);
  const newAddress = useQuotes((state) => state.newAddress);
  const setRecipient = useQuotes((state) => state.setRecipient);
  const editAddress = useQuotes((state) => state.editAddress);
  const loadAddresses = useQuotes((state) => state.loadAddresses);
  const lists = useReferenceData((state) => state.lists);
  const listId = useQuotes((state) => state.listId);
  const setList = useQuotes((state) => state.setList);
  const openList = useListImport((state) => state.open);
  const pastRecipients = useQuotes((state) => state.pastRecipients);
  const reorderOf = useQuotes((state) => state.reorderOf);
  /** Whether the import dialog is open (on a new list, or the saved list it fetched). */
  const [importing, setImporting] = useState(false);
  const intl = useAppIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });

  async function importList(listToEdit?: string) {
    const failure = await openList(listToEdit);
    if (failure) showToast('error', failure.message);
    else setImporting(true);
  }

  function saved(list: DistributionList) {
    setImporting(false);
    // The store has fetched the lists again: the saved one is among them.
    setList(list.id);
    showToast(
      'success',
      intl.formatMessage(
        { id: 'quotes.recipientPicker.listSaved' },
        { name: list.name, count: list.recipients.length },
      ),
    );
  }

  const main = addresses?.find((address) => address.IsUserMainAddress) ?? null;
  const others = addresses?.filter((address) => !address.IsUserMainAddress) ?? [];
  const choice = (value: RecipientChoice, label: string, detail: ReactNode, disabled = false) => (
    <label className="qt-choice" data-selected={recipient === value}>
      <input
        type="radio"
        name="qt-recipient"
        value={value}
        checked={recipient === value}
        disabled={disabled}
        onChange={() => setRecipient(value)}
      />
      <span>
        <strong>{label}</strong>
        <span className="muted">{detail}</span>
      </span>
    </label>
  );

  return (
    <div className="stack">
      {error && <ErrorMessage error={error} onRetry={() => void loadAddresses()} forceRetry />}
      <div role="radiogroup" aria-label={say('quotes.recipientPicker.label')} className="qt-choices">
        {pastRecipients.length > 0 &&
          choice(
            'past',
            reorderOf
              ? intl.formatMessage({ id: 'quotes.recipientPicker.pastOf' }, { id: reorderOf.friendlyId })
              : say('quotes.recipientPicker.past'),
            pastRecipients.length === 1
              ? addressLine(pastRecipients[0]!)
              : intl.formatMessage(
                  { id: 'quotes.recipientPicker.pastMany' },
                  { count: pastRecipients.length, first: addressLine(pastRecipients[0]!) },
                ),
          )}
        {choice(
          'main',
          say('quotes.recipientPicker.main'),
          addresses === null && !error ? (
            <SkeletonText />
          ) : main ? (
            addressLine(main)
          ) : (
            say('quotes.recipientPicker.noMain')
          ),
          addresses !== null && !main,
        )}
        {choice(
          'saved',
          say('quotes.recipientPicker.saved'),
          intl.formatMessage({ id: 'quotes.recipientPicker.savedCount' }, { count: others.length }),
          others.length === 0,
        )}
        {choice('new', say('quotes.recipientPicker.new'), say('quotes.recipientPicker.newDetail'))}
        {choice(
          'list',
          say('quotes.recipientPicker.list'),
          intl.formatMessage({ id: 'quotes.recipientPicker.listCount' }, { count: lists?.length ?? 0 }),
        )}
      </div>
      {recipient === 'list' && (
        <div className="row">
          {lists && lists.length > 0 && (
            <SelectField
              label={say('quotes.recipientPicker.listField')}
              value={listId}
              onChange={(event) => setList(event.target.value)}
              options={lists.map((list) => ({
                value: list.id,
                label: intl.formatMessage(
                  { id: 'quotes.recipientPicker.listOption' },
                  { name: list.name, count: list.recipientCount },
                ),
              }))}
            />
          )}
          <Button size="small" onClick={() => void importList()}>
            {say('quotes.recipientPicker.import')}
          </Button>
          {listId && (
            <Button size="small" onClick={() => void importList(listId)}>
              {say('quotes.recipientPicker.edit')}
            </Button>
          )}
        </div>
      )}
      {importing && <ListImportDialog onSaved={saved} onClose={() => setImporting(false)} />}
      {recipient === 'saved' && others.length > 0 && (
        <SelectField
          label={say('quotes.recipientPicker.savedField')}
          value={savedAddressId}
          onChange={(event) => setRecipient('saved', event.target.value)}
          options={others.map((address) => ({ value: address.Id, label: addressLine(address) }))}
        />
      )}
      {problems.recipient && (
        <p className="field-error" role="alert">
          {problems.recipient}
        </p>
      )}
      {recipient === 'new' && (
        <AddressFieldset
          legend={say('quotes.recipientPicker.newLegend')}
          address={newAddress}
          problems={problems.address}
          onChange={editAddress}
        />
      )}
    </div>
  );
}
