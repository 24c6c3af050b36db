import { useState } from 'react';
import type { IpcError } from '../../../electron/ipc/errors.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { typeLabel } from './item-views.js';

/** Asks before deleting a print file or document, naming it; the service's refusal shows in place. */
export function DeleteDialog({
  item,
  onDelete,
  onClose,
}: {
  item: { name: string; type: string };
  onDelete(): Promise<IpcError | null>;
  onClose(): void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<IpcError | null>(null);
  const kind = typeLabel(item.type).toLowerCase();

  async function confirm() {
    setBusy(true);
    setFailure(null);
    const error = await onDelete();
    setBusy(false);
    if (error) setFailure(error);
    else onClose();
  }

  return (
    <Dialog title={`Delete “${item.name}”?`} onClose={onClose}>
      <p>
        The {kind} <strong>{item.name}</strong> leaves your library and its searches. Orders already placed
        with it are not affected.
      </p>
      {failure && <ErrorMessage error={failure} />}
      <DialogActions>
        <Button onClick={onClose}>Keep it</Button>
        <Button variant="danger" busy={busy} onClick={() => void confirm()}>
          Delete {kind}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
