/**
 * The job a hot folder runs on each uploaded file (docs/hot-folder-jobs.md): upload only, a
 * document from a template, a quote, or an order up to a spending limit per order and a daily
 * budget, with or without addresses written in job tickets; a quote or order may have to "Arrive
 * within N business days" (the cheapest method that makes that day ships it). Reports the preset,
 * or the sentence saying what is missing.
 */
import { useEffect, useMemo, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { shippingMethods } from '../../../electron/shared/models/enums.js';
import { currencyName } from '../../../electron/i18n/job-texts.js';
import type { Currency } from '../../../electron/shared/models/markets.js';
import {
  JobPreset,
  limitsCurrencyOtherThan,
  maxArriveWithinDays,
} from '../../../electron/shared/settings/schema.js';
import type { JobRecipient, PresetAction } from '../../../electron/shared/settings/schema.js';
import { BatchRule } from '../../../electron/shared/settings/schema.js';
import { CheckboxField, SelectField, TextField } from '../../components/field.js';
import { typedWholeNumber } from '../../components/form-checks.js';
import { useAppIntl } from '../../format/intl.js';
import { moneyBrief } from '../../format/orders.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { useReferenceData } from '../../stores/reference-data.js';
import { JobRecipientField } from './job-recipient-field.js';
import {
  ApprovalTimeoutFields,
  approvalTimeoutOf,
  timeoutDraftOf,
  type TimeoutDraft,
} from './approval-timeout-fields.js';

const presetActions: readonly PresetAction[] = ['upload', 'document', 'quote', 'order'];

/** The actions a preset can take, in words. */
function jobActionOptions(intl: IntlShape) {
  return presetActions.map((action) => ({
    value: action,
    label: intl.formatMessage({ id: 'hot-folders.jobPreset.action' }, { action }),
  }));
}

export type JobChoice = { preset: JobPreset | undefined; problem?: undefined } | { problem: string };

interface Fields {
  action: PresetAction;
  templateId: string;
  quantity: string;
  shippingMethodId: string;
  recipient: JobRecipient;
  /** Empty: no need-by date, the shipping method above. */
  arriveWithin: string;
  spendLimit: string;
  /** Empty: no daily budget. */
  dailyBudget: string;
  allowTicketAddresses: boolean;
  /** "Gather into one order": none (each file its own order), at a time each business day, or after N files. */
  batch: 'none' | BatchRule['kind'];
  /** The batch's time (HH:MM) or number of files, as typed. */
  batchValue: string;
  timeout: TimeoutDraft;
}

/**
 * The fields of a saved preset. Limits set in another currency than `currency` (the market's now)
 * are left empty: they are asked for again, in this one, never carried over as if the same amount.
 */
function fieldsOf(preset: JobPreset | undefined, currency: Currency): Fields {
  const keepLimits = preset?.action === 'order' && !limitsCurrencyOtherThan(preset, currency);
  return {
    action: preset?.action ?? 'upload',
    templateId: preset && preset.action !== 'upload' ? preset.templateId : '',
    quantity: preset && 'quantity' in preset ? String(preset.quantity) : '1',
    shippingMethodId:
      (preset && 'shippingMethodId' in preset && preset.shippingMethodId) || shippingMethods[0].Id,
    recipient: preset && 'recipient' in preset ? preset.recipient : { kind: 'main' },
    arriveWithin:
      preset && 'arriveWithin' in preset && preset.arriveWithin ? String(preset.arriveWithin) : '',
    spendLimit: keepLimits ? String(preset.spendLimit.amount) : '',
    dailyBudget: keepLimits && preset.dailyBudget !== undefined ? String(preset.dailyBudget.amount) : '',
    allowTicketAddresses: preset?.action === 'order' ? preset.allowTicketAddresses : false,
    ...batchFieldsOf(preset?.action === 'order' ? preset.batch : undefined),
    timeout: timeoutDraftOf(preset?.action === 'order' ? preset.approvalTimeout : undefined, keepLimits),
  };
}

/** The preset the fields describe, its limits in `currency` (the market's now), checked by the settings schema itself. */
export function jobChoiceOf(intl: IntlShape, fields: Fields, currency: Currency): JobChoice {
  if (fields.action === 'upload') return { preset: undefined };
  if (!fields.templateId)
    return { problem: intl.formatMessage({ id: 'hot-folders.jobPreset.chooseTemplate' }) };
  if (fields.action === 'order' && !/^\d+(\.\d{1,2})?$/.test(fields.spendLimit.trim()))
    return { problem: intl.formatMessage({ id: 'hot-folders.jobPreset.enterSpendLimit' }) };
  const dailyBudget = fields.dailyBudget.trim();
  if (fields.action === 'order' && dailyBudget !== '' && !/^\d+(\.\d{1,2})?$/.test(dailyBudget))
    return {
      problem: intl.formatMessage({ id: 'hot-folders.jobPreset.enterDailyBudget' }),
    };
  const arriveWithin = fields.arriveWithin.trim();
  const days = typedWholeNumber(arriveWithin);
  if (fields.action !== 'document' && arriveWithin !== '' && !(days >= 1 && days <= maxArriveWithinDays))
    return {
      problem: intl.formatMessage(
        { id: 'hot-folders.jobPreset.enterArriveWithin' },
        { max: maxArriveWithinDays },
      ),
    };
  const batch = fields.action === 'order' ? batchRuleOf(fields) : undefined;
  if (batch === null)
    return {
      problem: intl.formatMessage({
        id:
          fields.batch === 'time'
            ? 'hot-folders.jobPreset.enterBatchTime'
            : 'hot-folders.jobPreset.enterBatchFiles',
      }),
    };
  const timeout =
    fields.action === 'order' ? approvalTimeoutOf(intl, fields.timeout, currency) : { timeout: undefined };
  if (timeout.problem !== undefined) return { problem: timeout.problem };
  const parsed = JobPreset.safeParse({
    action: fields.action,
    templateId: fields.templateId,
    ...(fields.action === 'document'
      ? {}
      : {
          quantity: typedWholeNumber(fields.quantity),
          shippingMethodId: fields.shippingMethodId,
          recipient: fields.recipient,
          ...(arriveWithin === '' ? {} : { arriveWithin: days }),
        }),
    ...(fields.action === 'order'
      ? {
          spendLimit: { amount: Number(fields.spendLimit), currency },
          ...(dailyBudget === '' ? {} : { dailyBudget: { amount: Number(dailyBudget), currency } }),
          allowTicketAddresses: fields.allowTicketAddresses,
          ...(batch ? { batch } : {}),
          ...(timeout.timeout ? { approvalTimeout: timeout.timeout } : {}),
        }
      : {}),
  });
  // The schema's own sentence: the quantity is the one field typed freely here.
  return parsed.success ? { preset: parsed.data } : { problem: parsed.error.issues[0]!.message };
}

export function JobPresetFields({
  preset,
  problem,
  onChange,
}: {
  preset: JobPreset | undefined;
  problem?: string | undefined;
  onChange(choice: JobChoice): void;
}) {
  const intl = useAppIntl();
  const actionOptions = useMemo(() => jobActionOptions(intl), [intl]);
  const currency = useAccount((state) => selectMarket(state).currency);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(preset, currency));
  const templates = useReferenceData((state) => state.templates);
  const need = useReferenceData((state) => state.need);
  const needsTemplates = fields.action !== 'upload';

  useEffect(() => {
    if (needsTemplates) void need('templates');
  }, [needsTemplates, need]);

  const change = (changes: Partial<Fields>) => {
    const next = { ...fields, ...changes };
    setFields(next);
    onChange(jobChoiceOf(intl, next, currency));
  };

  return (
    <fieldset className="stack">
      <legend>{intl.formatMessage({ id: 'hot-folders.jobPreset.legend' })}</legend>
      <SelectField
        label={intl.formatMessage({ id: 'hot-folders.jobPreset.actionLabel' })}
        value={fields.action}
        onChange={(event) => change({ action: event.target.value as PresetAction })}
        options={actionOptions}
        hint={intl.formatMessage({ id: 'hot-folders.jobPreset.actionHint' })}
      />
      {fields.action !== 'upload' && (
        <SelectField
          label={intl.formatMessage({ id: 'hot-folders.jobPreset.template' })}
          value={fields.templateId}
          onChange={(event) => change({ templateId: event.target.value })}
          options={[
            { value: '', label: intl.formatMessage({ id: 'hot-folders.jobPreset.templatePlaceholder' }) },
            ...(templates ?? []).map((t) => ({ value: t.id, label: t.name })),
          ]}
        />
      )}
      {(fields.action === 'quote' || fields.action === 'order') && (
        <>
          <TextField
            label={intl.formatMessage({ id: 'hot-folders.jobPreset.quantity' })}
            inputMode="numeric"
            value={fields.quantity}
            onChange={(event) => change({ quantity: event.target.value })}
          />
          <SelectField
            label={intl.formatMessage({ id: 'hot-folders.jobPreset.shipping' })}
            value={fields.shippingMethodId}
            onChange={(event) => change({ shippingMethodId: event.target.value })}
            options={shippingMethods.map((m) => ({ value: m.Id, label: m.Name }))}
          />
          <TextField
            label={intl.formatMessage({ id: 'hot-folders.jobPreset.arriveWithin' })}
            inputMode="numeric"
            placeholder={intl.formatMessage({ id: 'hot-folders.jobPreset.anyDay' })}
            value={fields.arriveWithin}
            onChange={(event) => change({ arriveWithin: event.target.value })}
            hint={intl.formatMessage({ id: 'hot-folders.jobPreset.arriveWithinHint' })}
          />
          <JobRecipientField recipient={fields.recipient} onChange={(recipient) => change({ recipient })} />
        </>
      )}
      {fields.action === 'order' && <LimitsInOtherCurrency preset={preset} currency={currency} />}
      {fields.action === 'order' && (
        <TextField
          label={intl.formatMessage({ id: 'hot-folders.jobPreset.spendLimit' }, { currency })}
          inputMode="decimal"
          value={fields.spendLimit}
          onChange={(event) => change({ spendLimit: event.target.value })}
          hint={intl.formatMessage({ id: 'hot-folders.jobPreset.spendLimitHint' })}
        />
      )}
      {fields.action === 'order' && (
        <>
          <TextField
            label={intl.formatMessage({ id: 'hot-folders.jobPreset.dailyBudget' })}
            inputMode="decimal"
            placeholder={intl.formatMessage({ id: 'hot-folders.jobPreset.noDailyBudget' })}
            value={fields.dailyBudget}
            onChange={(event) => change({ dailyBudget: event.target.value })}
            hint={intl.formatMessage({ id: 'hot-folders.jobPreset.dailyBudgetHint' }, { currency })}
          />
          <CheckboxField
            label={intl.formatMessage({ id: 'hot-folders.jobPreset.allowTicketAddresses' })}
            checked={fields.allowTicketAddresses}
            onChange={(event) => change({ allowTicketAddresses: event.target.checked })}
            hint={intl.formatMessage({ id: 'hot-folders.jobPreset.allowTicketAddressesHint' })}
          />
          <SelectField
            label={intl.formatMessage({ id: 'hot-folders.jobPreset.batch' })}
            value={fields.batch}
            onChange={(event) => change({ batch: event.target.value as Fields['batch'], batchValue: '' })}
            options={(['none', 'time', 'count'] as const).map((kind) => ({
              value: kind,
              label: intl.formatMessage({ id: `hot-folders.jobPreset.batch.${kind}` }),
            }))}
            hint={intl.formatMessage({ id: 'hot-folders.jobPreset.batchHint' })}
          />
          {fields.batch !== 'none' && (
            <TextField
              label={intl.formatMessage({
                id:
                  fields.batch === 'time'
                    ? 'hot-folders.jobPreset.batchTime'
                    : 'hot-folders.jobPreset.batchFiles',
              })}
              inputMode={fields.batch === 'time' ? 'text' : 'numeric'}
              value={fields.batchValue}
              onChange={(event) => change({ batchValue: event.target.value })}
            />
          )}
          <ApprovalTimeoutFields
            draft={fields.timeout}
            currency={currency}
            onChange={(timeoutDraft) => change({ timeout: timeoutDraft })}
          />
        </>
      )}
      {problem && (
        <span className="field-error" role="alert">
          {problem}
        </span>
      )}
    </fieldset>
  );
}

/** A saved batch rule as the form's two fields. */
function batchFieldsOf(rule: BatchRule | undefined): Pick<Fields, 'batch' | 'batchValue'> {
  if (!rule) return { batch: 'none', batchValue: '' };
  return rule.kind === 'time'
    ? { batch: 'time', batchValue: rule.at }
    : { batch: 'count', batchValue: String(rule.files) };
}

/** The batch rule the fields describe: undefined for none, null when what was typed is no time or number of files. */
function batchRuleOf(fields: Fields): BatchRule | undefined | null {
  if (fields.batch === 'none') return undefined;
  const typed = fields.batchValue.trim();
  const rule =
    fields.batch === 'time'
      ? { kind: 'time', at: typed.padStart(5, '0') }
      : { kind: 'count', files: typedWholeNumber(typed) };
  const parsed = BatchRule.safeParse(rule);
  return parsed.success ? parsed.data : null;
}

/** Limits set in another currency than the service prices in now: what they were, and that new ones are needed. */
function LimitsInOtherCurrency({ preset, currency }: { preset: JobPreset | undefined; currency: Currency }) {
  const intl = useAppIntl();
  const limits = limitsCurrencyOtherThan(preset, currency);
  if (!limits || preset?.action !== 'order') return null;
  const say = intl.formatMessage;
  const terms = [
    say({ id: 'hot-folders.linkJob.upToEach' }, { amount: moneyBrief(preset.spendLimit) }),
    ...(preset.dailyBudget
      ? [say({ id: 'hot-folders.linkJob.daily' }, { budget: moneyBrief(preset.dailyBudget) })]
      : []),
  ].join(' · ');
  return (
    <p className="field-error" role="alert" data-testid="limits-currency">
      {say(
        { id: 'hot-folders.jobPreset.limitsCurrency' },
        { limits: currencyName(limits, intl), prices: currencyName(currency, intl), terms },
      )}
    </p>
  );
}
