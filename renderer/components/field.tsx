import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

interface FieldFrame {
  label: string;
  hint?: ReactNode;
  error?: string;
}

/** A labelled input; the hint and error are tied to it for screen readers. */
export function TextField({
  label,
  hint,
  error,
  id,
  ...input
}: FieldFrame & InputHTMLAttributes<HTMLInputElement>) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        type="text"
        {...input}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      />
      {hint && (
        <span className="hint" id={hintId}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={errorId} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select's options in the order of a labels table (`{ value: label }`). */
export function labelOptions<Value extends string>(labels: Readonly<Record<Value, string>>): SelectOption[] {
  return (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));
}

export function SelectField({
  label,
  hint,
  options,
  id,
  ...select
}: FieldFrame & { options: readonly SelectOption[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={selectId}>{label}</label>
      <select {...select} id={selectId} aria-describedby={hintId}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <span className="hint" id={hintId}>
          {hint}
        </span>
      )}
    </div>
  );
}

export function CheckboxField({
  label,
  hint,
  ...input
}: { label: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <span className="check">
        <input type="checkbox" {...input} id={id} aria-describedby={hint ? `${id}-hint` : undefined} />
        <label htmlFor={id}>{label}</label>
      </span>
      {hint && (
        <span className="hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** One option of a radio group: its name in bold, a hint after it, the whole line its label. */
export function RadioChoice({
  label,
  hint,
  ...input
}: { label: string; hint: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <label className="check">
      <input type="radio" {...input} />
      <span>
        <strong>{label}</strong>
        <span className="hint">{hint}</span>
      </span>
    </label>
  );
}
