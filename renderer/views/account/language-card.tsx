import { useId } from 'react';
import { Language } from '../../../electron/shared/settings/locale.js';
import { ErrorMessage } from '../../components/error-message.js';
import { SelectField } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';
import { useAccount } from '../../stores/account.js';
import { useLanguage } from '../../stores/language.js';

/** Each language named in itself, as a person looking for their own reads it, whatever the app speaks now. */
const ownNames = { en: 'English', de: 'Deutsch' } as const;

/** The app's language: System (the computer's languages), English or Deutsch; applied at once. */
export function LanguageCard() {
  const intl = useAppIntl();
  const headingId = useId();
  const language = useAccount((state) => state.settings?.language ?? 'system');
  const setLanguage = useLanguage((state) => state.setLanguage);
  const busy = useLanguage((state) => Boolean(state.busy.set));
  const error = useLanguage((state) => state.errors.set);
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'account.language.title' })}</h2>
      <div className="stack">
        <SelectField
          label={intl.formatMessage({ id: 'account.language.label' })}
          hint={intl.formatMessage({ id: 'account.language.hint' })}
          options={[
            { value: 'system', label: intl.formatMessage({ id: 'account.language.system' }) },
            { value: 'en', label: ownNames.en },
            { value: 'de', label: ownNames.de },
          ]}
          value={language}
          disabled={busy}
          onChange={(event) => void setLanguage(Language.parse(event.target.value))}
        />
        {error && <ErrorMessage error={error} />}
      </div>
    </section>
  );
}
