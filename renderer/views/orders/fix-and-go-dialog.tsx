import { useCallback } from 'react';
import type { JobRow } from '../../../electron/shared/contract/jobs.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { FixPictures } from '../../components/fix-pictures.js';
import { showToast } from '../../components/toasts.js';
import { useAppIntl } from '../../format/intl.js';
import { useJobs } from '../../stores/jobs.js';

/**
 * "Fix and go on?": before a person lets every fix run on a held job's file, its pages as they are
 * in Failed/ and as the fixes would have them (`jobs.fixPreview`, made on a temporary copy), side by
 * side; confirming goes on (`jobs.fixAndGo`, the same fixes) and says so, as the other decisions do.
 */
export function FixAndGoDialog({ job, busy, onClose }: { job: JobRow; busy: boolean; onClose: () => void }) {
  const intl = useAppIntl();
  const decide = useJobs((state) => state.decide);
  const preview = useJobs((state) => state.fixPreview);
  // Kept while the row's other facts change (a new row each time): the pages are asked for again only for new pages.
  const load = useCallback((from: number) => preview(job.id, from), [preview, job.id]);

  async function fixAndGo() {
    if (!(await decide(job, 'fix'))) return;
    onClose();
    showToast('success', intl.formatMessage({ id: 'orders.approvals.fixDone' }, { document: job.document }));
  }

  return (
    <Dialog title={intl.formatMessage({ id: 'orders.approvals.fixTitle' })} onClose={onClose}>
      <p>{intl.formatMessage({ id: 'orders.approvals.fixBody' }, { path: job.path, action: job.action })}</p>
      <FixPictures load={load} />
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage({ id: 'orders.approvals.notYet' })}</Button>
        <Button variant="primary" busy={busy} onClick={() => void fixAndGo()}>
          {intl.formatMessage({ id: 'orders.approvals.fixAndGo' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
