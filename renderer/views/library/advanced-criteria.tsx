import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '../../components/button.js';
import { SelectField, TextField } from '../../components/field.js';
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

const textFields: { key: Exclude<keyof Criteria, 'folderScope'>; label: string; hint?: string }[] = [
  { key: 'name', label: 'Name contains' },
  { key: 'description', label: 'Description contains' },
  { key: 'referenceData', label: 'Reference data', hint: 'Matches exactly.' },
  { key: 'offeringCode', label: 'Offering code', hint: 'Documents whose product includes it.' },
  { key: 'createdBy', label: 'Created by (user id)' },
  { key: 'folderOwnerUserId', label: 'Folder owner (user id)' },
];

const scopeOptions = [
  { value: 'own', label: 'My library' },
  { value: 'all', label: 'My library and the document templates' },
];

/** The search criteria beyond text, type and dates, applied together with "Search". */
export function AdvancedCriteria({ id }: { id: string }) {
  const filters = useLibrary((state) => state.filters);
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
      ? 'Enter a user id such as 3f2504e0-4f89-11d3-9a0c-0305e82c3301, or leave it empty.'
      : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!isUserIdUsable(draft.createdBy) || !isUserIdUsable(draft.folderOwnerUserId)) return;
    useLibrary.getState().setFilters(draft);
  }

  return (
    <form className="advanced-criteria" id={id} onSubmit={submit} noValidate aria-label="More criteria">
      <div className="criteria-grid">
        {textFields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            hint={field.hint}
            value={draft[field.key]}
            error={problem(field.key)}
            autoComplete="off"
            onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
          />
        ))}
        <SelectField
          label="Search in"
          options={scopeOptions}
          value={draft.folderScope}
          onChange={(event) =>
            setDraft({ ...draft, folderScope: event.target.value === 'all' ? 'all' : 'own' })
          }
        />
      </div>
      <div className="row">
        <Button type="submit" size="small" variant="primary">
          Search
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
