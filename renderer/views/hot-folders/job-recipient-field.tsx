/**
 * Who a hot folder's quotes and orders ship to: the account's main address, a saved address, or a
 * distribution list (one recipient per row). A full address set by an earlier preset stays offered.
 */
import { useEffect } from 'react';
import type { JobRecipient } from '../../../electron/shared/settings/schema.js';
import { SelectField } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';
import { useReferenceData } from '../../stores/reference-data.js';
import { addressLine } from '../../format/addresses.js';

/** One select value per recipient: `main`, `address`, `saved:<id>` or `list:<id>`. */
function valueOf(recipient: JobRecipient): string {
  switch (recipient.kind) {
    case 'main':
    case 'address':
      return recipient.kind;
    case 'saved':
      return `saved:${recipient.addressId}`;
    case 'list':
      return `list:${recipient.listId}`;
  }
}

function recipientOf(value: string, current: JobRecipient): JobRecipient {
  if (value.startsWith('saved:')) return { kind: 'saved', addressId: value.slice('saved:'.length) };
  if (value.startsWith('list:')) return { kind: 'list', listId: value.slice('list:'.length) };
  return value === 'address' && current.kind === 'address' ? current : { kind: 'main' };
}

export function JobRecipientField({
  recipient,
  onChange,
}: {
  recipient: JobRecipient;
  onChange(recipient: JobRecipient): void;
}) {
  const intl = useAppIntl();
  // Without them the main address is still a choice: a failed look-up only shortens the list.
  const addresses = useReferenceData((state) => state.addresses);
  const lists = useReferenceData((state) => state.lists);
  const need = useReferenceData((state) => state.need);

  useEffect(() => {
    void need('addresses');
    void need('lists');
  }, [need]);

  const value = valueOf(recipient);
  const options = [
    { value: 'main', label: intl.formatMessage({ id: 'hot-folders.jobRecipient.main' }) },
    ...(recipient.kind === 'address'
      ? [
          {
            value: 'address',
            label: intl.formatMessage(
              { id: 'hot-folders.jobRecipient.setBefore' },
              { street: recipient.address.Street },
            ),
          },
        ]
      : []),
    ...(addresses ?? [])
      .filter((a) => !a.IsUserMainAddress)
      .map((a) => ({ value: `saved:${a.Id}`, label: addressLine(a) })),
    ...(lists ?? []).map((l) => ({
      value: `list:${l.id}`,
      label: intl.formatMessage(
        { id: 'hot-folders.jobRecipient.list' },
        { name: l.name, count: l.recipientCount },
      ),
    })),
  ];
  // A saved address or list not (yet) loaded keeps its choice rather than showing another one.
  if (!options.some((o) => o.value === value))
    options.push({
      value,
      label:
        recipient.kind === 'list'
          ? intl.formatMessage({ id: 'hot-folders.jobRecipient.someList' })
          : intl.formatMessage({ id: 'hot-folders.jobRecipient.someAddress' }),
    });

  return (
    <SelectField
      label={intl.formatMessage({ id: 'hot-folders.jobRecipient.label' })}
      value={value}
      onChange={(event) => onChange(recipientOf(event.target.value, recipient))}
      options={options}
      hint={intl.formatMessage({ id: 'hot-folders.jobRecipient.hint' })}
    />
  );
}
