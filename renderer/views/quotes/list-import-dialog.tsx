/**
 * Imports a distribution list from a CSV file or cells pasted from a spreadsheet, or edits a saved
 * one as the same text: the core reads it with a column mapping (guessed, then the user's), checks
 * every row and names the row and field of each error; a list with no errors is saved.
 */
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { AddressField } from '../../../electron/ipc/contract/distribution-lists.js';
import type {
  ColumnMapping,
  DistributionList,
  ListImportPreview,
  ListRecipient,
} from '../../../electron/ipc/contract/distribution-lists.js';
import type { IpcError } from '../../../electron/ipc/errors.js';
import { getApi } from '../../bridge/api.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { toIpcError } from '../../components/error-text.js';
import { SelectField, TextField } from '../../components/field.js';

const fields = AddressField.options;

/** A saved list as CSV text with a header of field names, so editing it is editing text. */
export function listToCsv(recipients: readonly ListRecipient[]): string {
  const cell = (value: string | boolean) => {
    const text = String(value);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [fields.join(','), ...recipients.map((r) => fields.map((f) => cell(r[f])).join(','))].join('\n');
}

export function ListImportDialog({
  editing,
  onSaved,
  onClose,
}: {
  /** The saved list being edited; absent for a new list. */
  editing?: DistributionList;
  onSaved(list: DistributionList): void;
  onClose(): void;
}) {
  const [name, setName] = useState(editing?.name ?? '');
  const [csv, setCsv] = useState(editing ? listToCsv(editing.recipients) : '');
  const [preview, setPreview] = useState<ListImportPreview | null>(null);
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState(false);

  async function check(mapping?: ColumnMapping) {
    setBusy(true);
    setError(null);
    try {
      setPreview(await getApi()['lists.previewImport']({ csv, ...(mapping ? { mapping } : {}) }));
    } catch (caught) {
      setError(toIpcError(caught));
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!preview) return;
    setBusy(true);
    try {
      const { recipients } = preview;
      onSaved(await getApi()['lists.save']({ ...(editing ? { id: editing.id } : {}), name, recipients }));
    } catch (caught) {
      setError(toIpcError(caught));
      setBusy(false);
    }
  }

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setCsv(await file.text());
    setPreview(null);
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
    <Dialog title={editing ? `Edit list “${editing.name}”` : 'Import a distribution list'} onClose={onClose}>
      <div className="stack">
        <TextField label="List name" value={name} onChange={(event) => setName(event.target.value)} />
        <div className="field">
          <label htmlFor="qt-list-file">CSV file</label>
          <input
            id="qt-list-file"
            type="file"
            accept=".csv,.tsv,.txt,text/csv"
            onChange={(e) => void readFile(e)}
          />
        </div>
        <div className="field">
          <label htmlFor="qt-list-text">Or paste the rows (the first row names the columns)</label>
          <textarea
            id="qt-list-text"
            rows={6}
            value={csv}
            spellCheck={false}
            onChange={(event) => {
              setCsv(event.target.value);
              setPreview(null);
            }}
          />
        </div>
        <div className="row">
          <Button onClick={() => void check()} busy={busy} disabled={csv.trim() === ''}>
            Check rows
          </Button>
        </div>
        {error && <ErrorMessage error={error} />}
        {preview && (
          <>
            <fieldset className="qt-options">
              <legend>Columns</legend>
              {fields.map((field) => (
                <SelectField
                  key={field}
                  label={field}
                  value={preview.mapping[field] ?? ''}
                  onChange={(event) => remap(field, event.target.value)}
                  options={[
                    { value: '', label: '(none)' },
                    ...preview.headers.map((header) => ({ value: header, label: header })),
                  ]}
                />
              ))}
            </fieldset>
            <p role="status">
              {preview.recipients.length} of {preview.rowCount} rows are ready
              {preview.errors.length > 0 ? `; ${preview.errors.length} problems to fix.` : '.'}
            </p>
            {preview.errors.length > 0 && (
              <ul className="qt-import-errors" aria-label="Problems">
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
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" busy={busy} disabled={!canSave} onClick={() => void save()}>
          Save list
        </Button>
      </DialogActions>
    </Dialog>
  );
}
