import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { BandwidthStatus } from '../../../electron/shared/contract/bandwidth.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SkeletonRows } from '../../components/skeleton.js';
import { limitInForceLabel } from '../../format/bandwidth.js';
import { useAppIntl } from '../../format/intl.js';
import { timetablePreview } from '../../format/timetable-preview.js';
import { useBandwidth } from '../../stores/bandwidth.js';
import { draftFrom, readDraft, sameSetting, timetableExample } from './bandwidth-draft.js';
import type { BandwidthDraft } from './bandwidth-draft.js';
import './bandwidth-card.css';

/** The whole app's upload limit: none, a rate in MiB/s, or a timetable; applied at once. */
export function BandwidthCard() {
  const intl = useAppIntl();
  const headingId = useId();
  const status = useBandwidth((state) => state.status);
  const loadError = useBandwidth((state) => state.errors.load);
  useEffect(() => useBandwidth.getState().follow(), []);
  return (
    <section className="card bandwidth-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'account.bandwidth.title' })}</h2>
      {status ? (
        <BandwidthForm status={status} />
      ) : loadError ? (
        <ErrorMessage error={loadError} onRetry={() => void useBandwidth.getState().load()} forceRetry />
      ) : (
        <SkeletonRows rows={3} label={intl.formatMessage({ id: 'account.bandwidth.loading' })} />
      )}
    </section>
  );
}

function BandwidthForm({ status }: { status: BandwidthStatus }) {
  const intl = useAppIntl();
  const id = useId();
  const busy = useBandwidth((state) => state.busy.set);
  const error = useBandwidth((state) => state.errors.set);
  const rateInput = useRef<HTMLInputElement>(null);
  const timetableInput = useRef<HTMLTextAreaElement>(null);
  const [draft, setDraft] = useState(() => draftFrom(status.setting));
  // A new setting (applied here or anywhere else) fills the form afresh.
  const [shownText, setShownText] = useState(status.text);
  if (status.text !== shownText) {
    setShownText(status.text);
    setDraft(draftFrom(status.setting));
  }

  const reading = readDraft(intl, draft);
  const problem = 'problem' in reading ? reading : undefined;
  const pending = 'setting' in reading && !sameSetting(reading.setting, status.setting);
  const change = (changes: Partial<BandwidthDraft>) => setDraft((typed) => ({ ...typed, ...changes }));
  const describedBy = (...ids: (string | false)[]) => ids.filter(Boolean).join(' ');

  async function apply(event: FormEvent) {
    event.preventDefault();
    if (problem) {
      (problem.field === 'rate' ? rateInput : timetableInput).current?.focus();
      return;
    }
    if ('setting' in reading) await useBandwidth.getState().setBandwidth(reading.setting);
  }

  return (
    <form className="stack" onSubmit={apply} noValidate>
      <p className="muted bw-intro">{intl.formatMessage({ id: 'account.bandwidth.intro' })}</p>
      <fieldset className="stack choice-group">
        <legend className="visually-hidden">{intl.formatMessage({ id: 'account.bandwidth.title' })}</legend>
        <label className="check">
          <input
            type="radio"
            name={`${id}-kind`}
            checked={draft.kind === 'off'}
            onChange={() => change({ kind: 'off' })}
          />
          <span>{intl.formatMessage({ id: 'account.bandwidth.none' })}</span>
        </label>

        <div className="bw-rate-line">
          <label className="check">
            <input
              type="radio"
              name={`${id}-kind`}
              checked={draft.kind === 'limit'}
              onChange={() => change({ kind: 'limit' })}
            />
            <span id={`${id}-rate-label`}>{intl.formatMessage({ id: 'account.bandwidth.rate' })}</span>
          </label>
          <input
            ref={rateInput}
            className="bw-rate-input"
            type="number"
            inputMode="decimal"
            min="0"
            step="any"
            value={draft.rate}
            onFocus={() => change({ kind: 'limit' })}
            onChange={(event) => change({ kind: 'limit', rate: event.target.value })}
            aria-labelledby={`${id}-rate-label ${id}-rate-unit`}
            // The same name again: axe judges a label's visibility by the viewport, and this card is often
            // below the fold of the view's own scroll area; browsers use aria-labelledby first.
            aria-label={intl.formatMessage({ id: 'account.bandwidth.rateField' })}
            aria-describedby={describedBy(
              `${id}-rate-hint`,
              problem?.field === 'rate' && draft.kind === 'limit' && `${id}-rate-error`,
            )}
            aria-invalid={problem?.field === 'rate' || undefined}
          />
          <span id={`${id}-rate-unit`}>{intl.formatMessage({ id: 'account.bandwidth.unit' })}</span>
        </div>
        <span className="hint bw-indent" id={`${id}-rate-hint`}>
          {intl.formatMessage({ id: 'account.bandwidth.rateHint' })}
        </span>
        {problem?.field === 'rate' && (
          <span className="field-error bw-indent" id={`${id}-rate-error`}>
            {problem.problem}
          </span>
        )}

        <label className="check">
          <input
            type="radio"
            name={`${id}-kind`}
            checked={draft.kind === 'timetable'}
            onChange={() => change({ kind: 'timetable' })}
          />
          <span>{intl.formatMessage({ id: 'account.bandwidth.timetableChoice' })}</span>
        </label>
        {draft.kind === 'timetable' && (
          <div className="field bw-indent">
            <label htmlFor={`${id}-timetable`}>
              {intl.formatMessage({ id: 'account.bandwidth.timetable' })}
            </label>
            <textarea
              ref={timetableInput}
              id={`${id}-timetable`}
              rows={2}
              spellCheck={false}
              autoComplete="off"
              value={draft.timetable}
              onChange={(event) => change({ timetable: event.target.value })}
              aria-describedby={describedBy(
                `${id}-timetable-hint`,
                problem ? `${id}-timetable-error` : `${id}-timetable-preview`,
              )}
              aria-invalid={problem ? true : undefined}
            />
            <span className="hint" id={`${id}-timetable-hint`}>
              {intl.formatMessage({ id: 'account.bandwidth.timetableHint' }, { example: timetableExample })}
            </span>
            {problem ? (
              <span className="field-error" id={`${id}-timetable-error`}>
                {problem.problem}
              </span>
            ) : (
              'setting' in reading && (
                <p className="bw-preview" id={`${id}-timetable-preview`}>
                  <span className="muted">{intl.formatMessage({ id: 'account.bandwidth.means' })}</span>
                  {timetablePreview(reading.setting)}
                </p>
              )
            )}
          </div>
        )}
      </fieldset>

      {error && <ErrorMessage error={error} />}
      <div className="row">
        <Button type="submit" variant="primary" busy={busy}>
          {intl.formatMessage({ id: 'common.apply' })}
        </Button>
        {pending && (
          <span className="muted">{intl.formatMessage({ id: 'account.bandwidth.notApplied' })}</span>
        )}
      </div>
      <p className="muted bw-in-force">
        {intl.formatMessage(
          { id: 'account.bandwidth.inForce' },
          { limit: limitInForceLabel(status, new Date()) },
        )}
      </p>
      {status.source === 'command-line' && (
        <p className="notice">
          {intl.formatMessage({ id: 'account.bandwidth.commandLine' }, { text: status.text })}
        </p>
      )}
    </form>
  );
}
