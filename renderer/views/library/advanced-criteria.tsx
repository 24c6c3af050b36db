import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/button.js';
import type { MessageId } from '../../../electron/i18n/catalogue.js';
import { SelectField, TextField } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';
import { isUserIdUsable, useLibrary } from '../../stores/library.js';
import type { LibraryFilters } from '../../stores/library.js';

type Criteria = Pick<
  LibraryFilters,
  | 'name'
  | 'description'
  | 'referenceData'
  | 'createdBy'
  | 'folderOwnerUserId'
  | 'offeringCode'
  | 'folderScope'
>;

const textFields: { key: Exclude<keyof Criteria, 'folderScope'>; label: MessageId; hint?: MessageId }[] = [
  { key: 'name', label: 'library.advancedCriteria.name' },
  { key: 'description', label: 'library.advancedCriteria.description' },
  {
    key: 'referenceData',
    label: 'library.advancedCriteria.referenceData',
    hint: 'library.advancedCriteria.referenceDataHint',
  },
  {
    key: 'offeringCode',
    label: 'library.advancedCriteria.offeringCode',
    hint: 'library.advancedCriteria.offeringCodeHint',
  },
  { key: 'createdBy', label: 'library.advancedCriteria.createdBy' },
  { key: 'folderOwnerUserId', label: 'library.advancedCriteria.folderOwner' },
];

const scopeOptions: { value: Criteria['folderScope']; label: MessageId }[] = [
  { value: 'own', label: 'library.advancedCriteria.scopeOwn' },
  { value: 'all', label: 'library.advancedCriteria.scopeAll' },
];

/** The search criteria beyond text, type and dates, applied together with "Search". */
export function AdvancedCriteria({ id }: { id: string }) {
  const filters = useLibrary((state) => state.filters);
  const intl = useAppIntl();
  const [draft, setDraft] = useState<Criteria>(() => pick(filters));
  const [touched, setTouched] = useState(false);
  // Start again from the filters when they change elsewhere ("Clear filters").
  const [seen, setSeen] = useState(filters);
  if (filters !== seen) {
    setSeen(filters);
    setDraft(pick(filters));
  }
  const problem = (key: keyof Criteria) =>
    touched && (key === 'createdBy' || key === 'folderOwnerUserId') && !isUserIdUsable(draft[key])
      ? intl.formatMessage({ id: 'library.advancedCriteria.userIdProblem' })
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!isUserIdUsable(draft.createdBy) || !isUserIdUsable(draft.folderOwnerUserId)) return;
    useLibrary.getState().setFilters(draft);
  }

  return (
    <form
      className="advanced-criteria"
      id={id}
      onSubmit={submit}
      noValidate
      aria-label={intl.formatMessage({ id: 'library.advancedCriteria.label' })}
    >
      <div className="criteria-grid">
        {textFields.map((field) => (
          <TextField
            key={field.key}
            label={intl.formatMessage({ id: field.label })}
            hint={field.hint && intl.formatMessage({ id: field.hint })}
            value={draft[field.key]}
            error={problem(field.key)}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
          />
        ))}
        <SelectField
          label={intl.formatMessage({ id: 'library.advancedCriteria.scope' })}
          options={scopeOptions.map((option) => ({
            value: option.value,
            label: intl.formatMessage({ id: option.label }),
          }))}
          value={draft.folderScope}
          onChange={(event) =>
            setDraft({ ...draft, folderScope: event.target.value === 'all' ? 'all' : 'own' })
          }
        />
      </div>
      <div className="row">
        <Button type="submit" size="small" variant="primary">
          {intl.formatMessage({ id: 'library.advancedCriteria.search' })}
        </Button>
      </div>
    </form>
  );
}

function pick(filters: LibraryFilters): Criteria {
  const { name, description, referenceData, createdBy, folderOwnerUserId, offeringCode, folderScope } =
    filters;
  return { name, description, referenceData, createdBy, folderOwnerUserId, offeringCode, folderScope };
}
