import { canUploadAnyway } from '../../../electron/ipc/contract/sync.js';
import type { Preflight, PreflightProblem } from '../../../electron/ipc/contract/sync.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { countFindings, profileLabels } from '../../format/preflight.js';
import { isHeld, useUploadCheck } from '../../stores/upload-check.js';
import type { CheckedFile } from '../../stores/upload-check.js';
import { FindingsList } from './findings-list.js';

const problemTitle: Record<PreflightProblem, string> = {
  empty: 'Empty file: there is nothing to print, so it is not sent.',
  encrypted: 'Password-protected PDF: the service stores it as broken and cannot print it.',
  damaged: 'Broken PDF: the service stores it as broken and cannot print it.',
  unrecognised: 'Not a print file PrintDesk recognises: the service decides what to make of it.',
};

function pagesLine(preflight: Preflight): string | null {
  if (preflight.pageCount === null) return null;
  const pages = `${preflight.pageCount} page${preflight.pageCount === 1 ? '' : 's'}`;
  return preflight.pageSizes.length ? `${pages} · ${preflight.pageSizes.join(', ')}` : pages;
}

function CheckedRow({ entry, index }: { entry: CheckedFile; index: number }) {
  const { preflight } = entry;
  const problem = preflight?.problem ?? null;
  const mixed = (preflight?.pageSizes.length ?? 0) > 1;
  const line = preflight && pagesLine(preflight);
  const counted = preflight && countFindings(preflight.findings);
  const mayChoose = isHeld(preflight) && (!problem || canUploadAnyway(problem));
  return (
    <li className="upload-check-row" aria-label={entry.file.name}>
      <div className="row">
        <strong>{entry.file.name}</strong>
        {mixed && (
          <span className="badge" data-tone="warning">
            Mixed sizes
          </span>
        )}
        {counted && (
          <span
            className="badge"
            data-tone={preflight.findings[0]?.severity === 'error' ? 'danger' : 'warning'}
          >
            {counted}
          </span>
        )}
      </div>
      {line && <span className="muted">{line}</span>}
      {problem && <p className="upload-check-problem">{problemTitle[problem]}</p>}
      {preflight && preflight.notes.length > 0 && (
        <ul className="muted upload-check-notes">
          {preflight.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {preflight && preflight.findings.length > 0 && (
        <>
          <p className="muted upload-check-profile">
            Checked with the {profileLabels[preflight.profile]} profile (Account). The page size is checked
            once the file is made into a document.
          </p>
          <FindingsList
            name={entry.file.name}
            findings={preflight.findings}
            pictures={preflight.pagePictures}
          />
        </>
      )}
      {mayChoose && (
        <div className="row" role="group" aria-label={`What to do with ${entry.file.name}`}>
          <Button
            size="small"
            aria-pressed={entry.send}
            onClick={() => useUploadCheck.getState().setSend(index, true)}
          >
            Upload anyway
          </Button>
          <Button
            size="small"
            aria-pressed={!entry.send}
            onClick={() => useUploadCheck.getState().setSend(index, false)}
          >
            Skip
          </Button>
        </div>
      )}
    </li>
  );
}

/** What the check found in a batch about to be uploaded, and the user's word on each file. */
export function UploadCheckDialog() {
  const pending = useUploadCheck((state) => state.pending);
  if (!pending) return null;
  const sending = pending.files.filter((entry) => entry.send).length;
  const close = () => useUploadCheck.getState().cancel();
  return (
    <Dialog title={`Check before uploading to ${pending.folderPath}`} onClose={close}>
      <ul className="upload-check">
        {pending.files.map((entry, index) => (
          <CheckedRow key={`${entry.file.name}-${index}`} entry={entry} index={index} />
        ))}
      </ul>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="primary"
          disabled={sending === 0}
          onClick={() => useUploadCheck.getState().confirm()}
        >
          {sending === 0 ? 'Nothing to upload' : `Upload ${sending} file${sending === 1 ? '' : 's'}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
