import { useState } from 'react';
import type { IpcError } from '../../../electron/shared/contract/app-errors.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { useAppIntl } from '../../format/intl.js';

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
  const intl = useAppIntl();

  async function confirm() {
    setBusy(true);
    setFailure(null);
    const error = await onDelete();
    setBusy(false);
    if (error) setFailure(error);
    else onClose();
  }

  return (
    <Dialog
      title={intl.formatMessage({ id: 'library.deleteDialog.title' }, { name: item.name })}
      onClose={onClose}
    >
      <p>
        {intl.formatMessage(
          { id: 'library.deleteDialog.body' },
          { type: item.type, name: item.name, strong: (chunks) => <strong>{chunks}</strong> },
        )}
      </p>
      {failure && <ErrorMessage error={failure} />}
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'library.deleteDialog.keep' })}</Button>
        <Button variant="danger" busy={busy} onClick={() => void confirm()}>
          {intl.formatMessage({ id: 'library.deleteDialog.delete' }, { type: item.type })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
