import { useState } from 'react';
import type { FormEvent } from 'react';
import { FolderName } from '../../../electron/shared/contract/fields.js';
import type { IpcError } from '../../../electron/shared/contract/app-errors.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { TextField } from '../../components/field.js';
import { firstProblem } from '../../components/form-checks.js';
import { appIntl, useAppIntl } from '../../format/intl.js';

/** Why a folder name cannot be used (the contract's `FolderName`, then no sibling of the same name), or null. */
export function folderNameProblem(
  name: string,
  siblings: readonly string[],
  current?: string,
): string | null {
  const problem = firstProblem(FolderName, name);
  if (problem) return problem;
  const trimmed = name.trim();
  if (trimmed !== current && siblings.some((sibling) => sibling.toLowerCase() === trimmed.toLowerCase())) {
    return appIntl().formatMessage({ id: 'library.folderDialog.nameTaken' }, { name: trimmed });
  }
  return null;
}

/** Asks for a folder name (new folder or rename) and reports the service's refusal in place. */
export function FolderDialog({
  title,
  submitLabel,
  initialName = '',
  siblings,
  onSubmit,
  onClose,
}: {
  title: string;
  submitLabel: string;
  initialName?: string;
  siblings: readonly string[];
  onSubmit(name: string): Promise<IpcError | null>;
  onClose(): void;
}) {
  const [name, setName] = useState(initialName);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<IpcError | null>(null);
  const problem = folderNameProblem(name, siblings, initialName || undefined);
  const intl = useAppIntl();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setBusy(true);
    setFailure(null);
    const error = await onSubmit(name.trim());
    setBusy(false);
    if (error) setFailure(error);
    else onClose();
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField
          label={intl.formatMessage({ id: 'library.folderDialog.name' })}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={touched ? (problem ?? undefined) : undefined}
          autoComplete="off"
        />
        {failure && <ErrorMessage error={failure} />}
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
