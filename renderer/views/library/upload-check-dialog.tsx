import { useCallback } from 'react';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../electron/i18n/catalogue.js';
import { canUploadAnyway } from '../../../electron/shared/contract/sync.js';
import type { Preflight, PreflightProblem } from '../../../electron/shared/contract/sync.js';
import { fixedName } from '../../../electron/shared/preflight/findings.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { useAppIntl } from '../../format/intl.js';
import { countFindings, pageSizeName, preflightNoteText, profileLabels } from '../../format/preflight.js';
import type { UnitSystem } from '../../../electron/shared/models/markets.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { canFix, isHeld, useUploadCheck } from '../../stores/upload-check.js';
import type { CheckedFile } from '../../stores/upload-check.js';
import { FindingsList } from '../../components/findings-list.js';
import { FixPictures } from '../../components/fix-pictures.js';
import { pagesText } from './item-views.js';

const problemTitle: Record<PreflightProblem, MessageId> = {
  empty: 'library.uploadCheck.empty',
  encrypted: 'library.uploadCheck.encrypted',
  damaged: 'library.uploadCheck.damaged',
  unrecognised: 'library.uploadCheck.unrecognised',
};

function pagesLine(intl: IntlShape, preflight: Preflight, units: UnitSystem): string | null {
  if (preflight.pageCount === null) return null;
  const pages = pagesText(preflight.pageCount);
  const sizes = preflight.pageSizes.map((size) => pageSizeName(size, units));
  return sizes.length
    ? intl.formatMessage(
        { id: 'library.uploadCheck.pagesAndSizes' },
        { pages, sizes: intl.formatList(sizes, { type: 'unit' }) },
      )
    : pages;
}

function CheckedRow({ entry, index }: { entry: CheckedFile; index: number }) {
  const { preflight } = entry;
  const intl = useAppIntl();
  const units = useAccount((state) => selectMarket(state).units);
  const problem = preflight?.problem ?? null;
  const mixed = (preflight?.pageSizes.length ?? 0) > 1;
  const line = preflight && pagesLine(intl, preflight, units);
  const counted = preflight && countFindings(preflight.findings);
  const fixable = canFix(preflight);
  const mayChoose = (isHeld(preflight) && (!problem || canUploadAnyway(problem))) || fixable;
  const file = entry.file;
  const load = useCallback((from: number) => useUploadCheck.getState().fixPreview(file, from), [file]);
  return (
    <li className="upload-check-row" aria-label={entry.file.name}>
      <div className="row">
        <strong>{entry.file.name}</strong>
        {mixed && (
          <span className="badge" data-tone="warning">
            {intl.formatMessage({ id: 'library.uploadCheck.mixedSizes' })}
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
      {problem && <p className="upload-check-problem">{intl.formatMessage({ id: problemTitle[problem] })}</p>}
      {preflight && preflight.notes.length > 0 && (
        <ul className="muted upload-check-notes">
          {preflight.notes.map((note) => (
            <li key={note.note}>{preflightNoteText(note, preflight, units)}</li>
          ))}
        </ul>
      )}
      {preflight && preflight.findings.length > 0 && (
        <>
          <p className="muted upload-check-profile">
            {intl.formatMessage(
              { id: 'library.uploadCheck.profile' },
              { profile: profileLabels[preflight.profile] },
            )}
          </p>
          <FindingsList
            name={entry.file.name}
            findings={preflight.findings}
            pictures={preflight.pagePictures}
            units={units}
          />
        </>
      )}
      {mayChoose && (
        <div
          className="row"
          role="group"
          aria-label={intl.formatMessage({ id: 'library.uploadCheck.choice' }, { name: entry.file.name })}
        >
          {fixable && (
            <Button
              size="small"
              aria-pressed={entry.fix === true}
              onClick={() => useUploadCheck.getState().setFix(index)}
            >
              {intl.formatMessage({ id: 'library.uploadCheck.fixAndUpload' })}
            </Button>
          )}
          <Button
            size="small"
            aria-pressed={entry.send}
            onClick={() => useUploadCheck.getState().setSend(index, true)}
          >
            {intl.formatMessage({ id: 'library.uploadCheck.uploadAnyway' })}
          </Button>
          <Button
            size="small"
            aria-pressed={!entry.send && entry.fix !== true}
            onClick={() => useUploadCheck.getState().setSend(index, false)}
          >
            {intl.formatMessage({ id: 'library.uploadCheck.skip' })}
          </Button>
        </div>
      )}
      {entry.fix && (
        <>
          <p className="muted">
            {intl.formatMessage(
              { id: 'library.uploadCheck.fixedName' },
              { name: fixedName(entry.file.name) },
            )}
          </p>
          <FixPictures load={load} />
        </>
      )}
    </li>
  );
}

/** What the check found in a batch about to be uploaded, and the user's word on each file. */
export function UploadCheckDialog() {
  const pending = useUploadCheck((state) => state.pending);
  const intl = useAppIntl();
  if (!pending) return null;
  const sending = pending.files.filter((entry) => entry.send || entry.fix).length;
  const close = () => useUploadCheck.getState().cancel();
  return (
    <Dialog
      title={intl.formatMessage({ id: 'library.uploadCheck.title' }, { folder: pending.folderPath })}
      onClose={close}
    >
      <ul className="upload-check">
        {pending.files.map((entry, index) => (
          <CheckedRow key={`${entry.file.name}-${index}`} entry={entry} index={index} />
        ))}
      </ul>
      <DialogActions>
        <Button onClick={close}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
        <Button
          variant="primary"
          disabled={sending === 0}
          onClick={() => useUploadCheck.getState().confirm()}
        >
          {sending === 0
            ? intl.formatMessage({ id: 'library.uploadCheck.nothing' })
            : intl.formatMessage({ id: 'library.uploadCheck.upload' }, { count: sending })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
