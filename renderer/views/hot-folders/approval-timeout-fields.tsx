/**
 * An order folder's approval timeout (docs/hot-folder-jobs.md): how long an order may wait for a
 * person, and what then happens (declined, or placed if its total is at most an amount). Empty: it
 * waits until someone decides.
 */
import type { IntlShape } from 'react-intl';
import type { Currency } from '../../../electron/shared/models/markets.js';
import { ApprovalTimeout } from '../../../electron/shared/settings/schema.js';
import { SelectField, TextField } from '../../components/field.js';
import { typedWholeNumber } from '../../components/form-checks.js';
import { useAppIntl } from '../../format/intl.js';

const units = { minutes: 60, hours: 3600, days: 86_400 } as const;
type Unit = keyof typeof units;

export interface TimeoutDraft {
  /** Empty: no timeout. */
  amount: string;
  unit: Unit;
  then: ApprovalTimeout['then'];
  cap: string;
}

/**
 * The fields of a saved timeout; its cap is left empty when `keepCap` is false (it was set in another
 * currency than the market's now, and is asked for again in this one, as the folder's limits are).
 */
export function timeoutDraftOf(timeout: ApprovalTimeout | undefined, keepCap: boolean): TimeoutDraft {
  if (!timeout) return { amount: '', unit: 'hours', then: 'decline', cap: '' };
  const unit =
    (['days', 'hours', 'minutes'] as const).find((u) => timeout.seconds % units[u] === 0) ?? 'minutes';
  return {
    amount: String(Math.max(1, Math.round(timeout.seconds / units[unit]))),
    unit,
    then: timeout.then,
    cap: timeout.then === 'approve' && keepCap ? String(timeout.cap.amount) : '',
  };
}

/** The timeout the fields describe, its cap in `currency` (undefined: none), or the sentence saying what is wrong. */
export function approvalTimeoutOf(
  intl: IntlShape,
  draft: TimeoutDraft,
  currency: Currency,
): { timeout: ApprovalTimeout | undefined; problem?: undefined } | { problem: string } {
  if (draft.amount.trim() === '') return { timeout: undefined };
  const seconds = typedWholeNumber(draft.amount) * units[draft.unit];
  const cap = draft.cap.trim();
  if (draft.then === 'approve' && !/^\d+(\.\d{1,2})?$/.test(cap))
    return { problem: intl.formatMessage({ id: 'decisions.timeout.enterCap' }) };
  const checked = ApprovalTimeout.safeParse(
    draft.then === 'approve'
      ? { then: 'approve', seconds, cap: { amount: Number(cap), currency } }
      : { then: 'decline', seconds },
  );
  return checked.success
    ? { timeout: checked.data }
    : { problem: intl.formatMessage({ id: 'decisions.timeout.enterTime' }) };
}

export function ApprovalTimeoutFields({
  draft,
  currency,
  onChange,
}: {
  draft: TimeoutDraft;
  currency: Currency;
  onChange(draft: TimeoutDraft): void;
}) {
  const intl = useAppIntl();
  const change = (changes: Partial<TimeoutDraft>) => onChange({ ...draft, ...changes });
  return (
    <fieldset className="stack">
      <legend>{intl.formatMessage({ id: 'decisions.timeout.legend' })}</legend>
      <div className="row">
        <TextField
          label={intl.formatMessage({ id: 'decisions.timeout.after' })}
          inputMode="numeric"
          value={draft.amount}
          onChange={(event) => change({ amount: event.target.value })}
          hint={intl.formatMessage({ id: 'decisions.timeout.afterHint' })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'decisions.timeout.unitLabel' })}
          value={draft.unit}
          onChange={(event) => change({ unit: event.target.value as Unit })}
          options={(Object.keys(units) as Unit[]).map((unit) => ({
            value: unit,
            label: intl.formatMessage({ id: 'decisions.timeout.unit' }, { unit }),
          }))}
        />
      </div>
      {draft.amount.trim() !== '' && (
        <SelectField
          label={intl.formatMessage({ id: 'decisions.timeout.then' })}
          value={draft.then}
          onChange={(event) => change({ then: event.target.value as TimeoutDraft['then'] })}
          options={(['decline', 'approve'] as const).map((then) => ({
            value: then,
            label: intl.formatMessage({ id: 'decisions.timeout.thenOption' }, { then }),
          }))}
        />
      )}
      {draft.amount.trim() !== '' && draft.then === 'approve' && (
        <TextField
          label={intl.formatMessage({ id: 'decisions.timeout.cap' }, { currency })}
          inputMode="decimal"
          value={draft.cap}
          onChange={(event) => change({ cap: event.target.value })}
          hint={intl.formatMessage({ id: 'decisions.timeout.capHint' })}
        />
      )}
    </fieldset>
  );
}
