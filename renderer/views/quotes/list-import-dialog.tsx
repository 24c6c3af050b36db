/**
 * Imports a distribution list from a CSV file or cells pasted from a spreadsheet, or edits a saved
 * one as the same text (stores/list-import.ts): the core reads it with a column mapping (guessed,
 * then the user's), checks every row and names the row and field of each error; a list with no
 * errors is saved.
 */
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { AddressField } from '../../../electron/shared/contract/distribution-lists.js';
import type {
  ColumnMapping,
  DistributionList,
  ListRecipient,
} from '../../../electron/shared/contract/distribution-lists.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SelectField, TextField } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';
import { useListImport } from '../../stores/list-import.js';

const fields = AddressField.options;

/** A saved list as CSV text with a header of field names, so editing it is editing text. */
export function listToCsv(recipients: readonly ListRecipient[]): string {
  const cell = (value: string | boolean) => {
    const text = String(value);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [fields.join(','), ...recipients.map((r) => fields.map((f) => cell(r[f])).join(','))].join('\n');
}

/** Opened after `useListImport.open()`: a new list, or the saved list it fetched. */
export function ListImportDialog({
  onSaved,
  onClose,
}: {
  onSaved(list: DistributionList): void;
  onClose(): void;
}) {
  const editing = useListImport((state) => state.editing);
  const preview = useListImport((state) => state.preview);
  const checkRows = useListImport((state) => state.check);
  const clearPreview = useListImport((state) => state.clearPreview);
  const saveList = useListImport((state) => state.save);
  const busy = useListImport((state) => Boolean(state.busy.check || state.busy.save));
  const error = useListImport((state) => state.errors.check ?? state.errors.save);
  const [name, setName] = useState(editing?.name ?? '');
  const [csv, setCsv] = useState(editing ? listToCsv(editing.recipients) : '');
  const intl = useAppIntl();

  const check = (mapping?: ColumnMapping) => checkRows(csv, mapping);

  async function save() {
    const saved = await saveList(name);
    if (saved) onSaved(saved);
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setCsv(await file.text());
    clearPreview();
    if (!name) setName(file.name.replace(/\.[^.]+$/, ''));
  }

  function remap(field: AddressField, header: string) {
    if (!preview) return;
    const mapping: ColumnMapping = { ...preview.mapping };
    if (header) mapping[field] = header;
    else delete mapping[field];
    void check(mapping);
  }

  const canSave =
    preview !== null && preview.errors.length === 0 && preview.recipients.length > 0 && name.trim() !== '';
  return (
    <Dialog
      title={intl.formatMessage(
        { id: 'quotes.listImport.title' },
        { editing: String(Boolean(editing)), name: editing?.name ?? '' },
      )}
      onClose={onClose}
    >
      <div className="stack">
        <TextField
          label={intl.formatMessage({ id: 'quotes.listImport.name' })}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <div className="field">
          <label htmlFor="qt-list-file">{intl.formatMessage({ id: 'quotes.listImport.file' })}</label>
          <input
            id="qt-list-file"
            type="file"
            accept=".csv,.tsv,.txt,text/csv"
            onChange={(e) => void readFile(e)}
          />
        </div>
        <div className="field">
          <label htmlFor="qt-list-text">{intl.formatMessage({ id: 'quotes.listImport.paste' })}</label>
          <textarea
            id="qt-list-text"
            rows={6}
            value={csv}
            spellCheck={false}
            onChange={(event) => {
              setCsv(event.target.value);
              clearPreview();
            }}
          />
        </div>
        <div className="row">
          <Button onClick={() => void check()} busy={busy} disabled={csv.trim() === ''}>
            {intl.formatMessage({ id: 'quotes.listImport.check' })}
          </Button>
        </div>
        {error && <ErrorMessage error={error} />}
        {preview && (
          <>
            <fieldset className="qt-options">
              <legend>{intl.formatMessage({ id: 'quotes.listImport.columns' })}</legend>
              {fields.map((field) => (
                <SelectField
                  key={field}
                  label={field}
                  value={preview.mapping[field] ?? ''}
                  onChange={(event) => remap(field, event.target.value)}
                  options={[
                    { value: '', label: intl.formatMessage({ id: 'quotes.listImport.noColumn' }) },
                    ...preview.headers.map((header) => ({ value: header, label: header })),
                  ]}
                />
              ))}
            </fieldset>
            <p role="status">
              {intl.formatMessage(
                { id: 'quotes.listImport.ready' },
                { ready: preview.recipients.length, rows: preview.rowCount, problems: preview.errors.length },
              )}
            </p>
            {preview.errors.length > 0 && (
              <ul
                className="qt-import-errors"
                aria-label={intl.formatMessage({ id: 'quotes.listImport.problems' })}
              >
                {preview.errors.slice(0, 100).map((problem, index) => (
                  <li key={index} className="field-error">
                    {problem.message}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
        <Button variant="primary" busy={busy} disabled={!canSave} onClick={() => void save()}>
          {intl.formatMessage({ id: 'quotes.listImport.save' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
