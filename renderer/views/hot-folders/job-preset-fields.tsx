/**
 * The job a hot folder runs on each uploaded file (docs/hot-folder-jobs.md): upload only, a
 * document from a template, a quote, or an order up to a spending limit. Reports the preset, or
 * the sentence saying what is missing.
 */
import { useEffect, useState } from 'react';
import { shippingMethods } from '../../../electron/print-service/models/enums.js';
import { JobPreset } from '../../../electron/settings/schema.js';
import type { JobRecipient, PresetAction } from '../../../electron/settings/schema.js';
import { SelectField, TextField, labelOptions } from '../../components/field.js';
import { typedWholeNumber } from '../../components/form-checks.js';
import { selectMarket, useAccount } from '../../stores/account.js';
import { useReferenceData } from '../../stores/reference-data.js';
import { JobRecipientField } from './job-recipient-field.js';

export const jobActionLabels: Record<PresetAction, string> = {
  upload: 'Upload only',
  document: 'Make a document',
  quote: 'Make a document and quote it',
  order: 'Make a document and order it',
};

export type JobChoice = { preset: JobPreset | undefined; problem?: undefined } | { problem: string };

interface Fields {
  action: PresetAction;
  templateId: string;
  quantity: string;
  shippingMethodId: string;
  recipient: JobRecipient;
  spendLimit: string;
}

function fieldsOf(preset: JobPreset | undefined): Fields {
  return {
    action: preset?.action ?? 'upload',
    templateId: preset && preset.action !== 'upload' ? preset.templateId : '',
    quantity: preset && 'quantity' in preset ? String(preset.quantity) : '1',
    shippingMethodId:
      (preset && 'shippingMethodId' in preset && preset.shippingMethodId) || shippingMethods[0].Id,
    recipient: preset && 'recipient' in preset ? preset.recipient : { kind: 'main' },
    spendLimit: preset?.action === 'order' ? String(preset.spendLimit) : '',
  };
}

/** The preset the fields describe, checked by the settings schema itself. */
export function jobChoiceOf(fields: Fields): JobChoice {
  if (fields.action === 'upload') return { preset: undefined };
  if (!fields.templateId) return { problem: 'Choose the document template for the job.' };
  if (fields.action === 'order' && !/^\d+(\.\d{1,2})?$/.test(fields.spendLimit.trim()))
    return { problem: 'Enter the spending limit, e.g. 250 or 99.50.' };
  const parsed = JobPreset.safeParse({
    action: fields.action,
    templateId: fields.templateId,
    ...(fields.action === 'document'
      ? {}
      : {
          quantity: typedWholeNumber(fields.quantity),
          shippingMethodId: fields.shippingMethodId,
          recipient: fields.recipient,
        }),
    ...(fields.action === 'order' ? { spendLimit: Number(fields.spendLimit) } : {}),
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
  const [fields, setFields] = useState<Fields>(() => fieldsOf(preset));
  const templates = useReferenceData((state) => state.templates);
  const currency = useAccount((state) => selectMarket(state).currency);
  const need = useReferenceData((state) => state.need);
  const needsTemplates = fields.action !== 'upload';

  useEffect(() => {
    if (needsTemplates) void need('templates');
  }, [needsTemplates, need]);

  const change = (changes: Partial<Fields>) => {
    const next = { ...fields, ...changes };
    setFields(next);
    onChange(jobChoiceOf(next));
  };

  return (
    <fieldset className="stack">
      <legend>Job for each uploaded file</legend>
      <SelectField
        label="Action"
        value={fields.action}
        onChange={(event) => change({ action: event.target.value as PresetAction })}
        options={labelOptions(jobActionLabels)}
        hint="A job ticket <name>.job.json beside a file can change its quantity, recipient and reference."
      />
      {fields.action !== 'upload' && (
        <SelectField
          label="Document template"
          value={fields.templateId}
          onChange={(event) => change({ templateId: event.target.value })}
          options={[
            { value: '', label: 'Choose a template' },
            ...(templates ?? []).map((t) => ({ value: t.id, label: t.name })),
          ]}
        />
      )}
      {(fields.action === 'quote' || fields.action === 'order') && (
        <>
          <TextField
            label="Quantity"
            inputMode="numeric"
            value={fields.quantity}
            onChange={(event) => change({ quantity: event.target.value })}
          />
          <SelectField
            label="Shipping"
            value={fields.shippingMethodId}
            onChange={(event) => change({ shippingMethodId: event.target.value })}
            options={shippingMethods.map((m) => ({ value: m.Id, label: m.Name }))}
          />
          <JobRecipientField recipient={fields.recipient} onChange={(recipient) => change({ recipient })} />
        </>
      )}
      {fields.action === 'order' && (
        <TextField
          label={`Spending limit (${currency})`}
          inputMode="decimal"
          value={fields.spendLimit}
          onChange={(event) => change({ spendLimit: event.target.value })}
          hint="Orders up to this total are placed at once; others wait in Orders › Approvals."
        />
      )}
      {problem && (
        <span className="field-error" role="alert">
          {problem}
        </span>
      )}
    </fieldset>
  );
}
