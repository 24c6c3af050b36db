import { useId, useMemo } from 'react';
import type { SettingsView } from '../../../electron/shared/contract/account.js';
import type { ProfileName } from '../../../electron/shared/preflight/profiles.js';
import type { AfterUpload } from '../../../electron/shared/settings/schema.js';
import { ErrorMessage } from '../../components/error-message.js';
import { CheckboxField, SelectField, labelOptions } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';
import { profileHints, profileLabels } from '../../format/preflight.js';
import { useAccount } from '../../stores/account.js';

const afterUploads: readonly AfterUpload[] = ['keep', 'move', 'delete'];

const concurrencyOptions = Array.from({ length: 16 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/** How hot folders sync, and how files sent by hand are checked: each change is saved at once. */
export function PreferencesCard({ settings }: { settings: SettingsView }) {
  const intl = useAppIntl();
  const afterUploadOptions = useMemo(
    () =>
      afterUploads.map((afterUpload) => ({
        value: afterUpload,
        label: intl.formatMessage({ id: 'account.preferences.afterUpload' }, { afterUpload }),
      })),
    [intl],
  );
  const headingId = useId();
  const error = useAccount((state) => state.errors.preferences);
  const save = useAccount.getState().setSyncPreferences;
  const desktop = settings.platform === 'electron';
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>{intl.formatMessage({ id: 'account.preferences.title' })}</h2>
      <div className="stack">
        <SelectField
          label={intl.formatMessage({ id: 'account.preferences.concurrency' })}
          hint={intl.formatMessage({ id: 'account.preferences.concurrencyHint' })}
          options={concurrencyOptions}
          value={String(settings.sync.concurrency)}
          onChange={(event) => void save({ concurrency: Number(event.target.value) })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'account.preferences.afterUploadLabel' })}
          hint={intl.formatMessage({ id: 'account.preferences.afterUploadHint' })}
          options={afterUploadOptions}
          value={settings.sync.afterUpload}
          onChange={(event) => void save({ afterUpload: event.target.value as AfterUpload })}
        />
        <CheckboxField
          label={intl.formatMessage({ id: 'account.preferences.notifications' })}
          hint={intl.formatMessage({ id: 'account.preferences.notificationsHint' })}
          checked={settings.sync.notifications}
          onChange={(event) => void save({ notifications: event.target.checked })}
        />
        <CheckboxField
          label={intl.formatMessage({ id: 'account.preferences.launchAtLogin' })}
          hint={
            desktop
              ? intl.formatMessage({ id: 'account.preferences.launchAtLoginHint' })
              : intl.formatMessage({ id: 'account.preferences.desktopOnly' })
          }
          checked={settings.sync.launchAtLogin}
          disabled={!desktop}
          onChange={(event) => void save({ launchAtLogin: event.target.checked })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'account.preferences.uploadPreflight' })}
          hint={profileHints[settings.uploads.preflightProfile]}
          options={labelOptions(profileLabels)}
          value={settings.uploads.preflightProfile}
          onChange={(event) =>
            void useAccount
              .getState()
              .setUploadPreferences({ preflightProfile: event.target.value as ProfileName })
          }
        />
        {error && <ErrorMessage error={error} />}
        <p className="muted data-dir">
          {intl.formatMessage(
            { id: 'account.preferences.dataDir' },
            { dir: settings.dataDir, mono: (chunks) => <span className="mono">{chunks}</span> },
          )}
        </p>
      </div>
    </section>
  );
}
