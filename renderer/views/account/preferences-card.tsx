import { useId } from 'react';
import type { SettingsView } from '../../../electron/ipc/contract/account.js';
import type { ProfileName } from '../../../electron/preflight/profiles.js';
import type { AfterUpload } from '../../../electron/settings/schema.js';
import { ErrorMessage } from '../../components/error-message.js';
import { CheckboxField, SelectField, labelOptions } from '../../components/field.js';
import { profileHints, profileLabels } from '../../format/preflight.js';
import { useAccount } from '../../stores/account.js';

const afterUploadOptions: { value: AfterUpload; label: string }[] = [
  { value: 'keep', label: 'Leave the file where it is' },
  { value: 'move', label: 'Move it to an "Uploaded" folder' },
  { value: 'delete', label: 'Delete it' },
];

const concurrencyOptions = Array.from({ length: 16 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

/** How hot folders sync, and how files sent by hand are checked: each change is saved at once. */
export function PreferencesCard({ settings }: { settings: SettingsView }) {
  const headingId = useId();
  const error = useAccount((state) => state.errors.preferences);
  const save = useAccount.getState().setSyncPreferences;
  const desktop = settings.platform === 'electron';
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Sync preferences</h2>
      <div className="stack">
        <SelectField
          label="Files uploaded at once"
          hint="More is faster on a quick connection; fewer leaves bandwidth for other work."
          options={concurrencyOptions}
          value={String(settings.sync.concurrency)}
          onChange={(event) => void save({ concurrency: Number(event.target.value) })}
        />
        <SelectField
          label="After a file is uploaded"
          hint="The default for new hot folders. Nothing is moved or deleted until the service has confirmed the file."
          options={afterUploadOptions}
          value={settings.sync.afterUpload}
          onChange={(event) => void save({ afterUpload: event.target.value as AfterUpload })}
        />
        <CheckboxField
          label="Show notifications"
          hint="When a batch of files has been uploaded, and when something needs you."
          checked={settings.sync.notifications}
          onChange={(event) => void save({ notifications: event.target.checked })}
        />
        <CheckboxField
          label="Start PrintDesk when I log in"
          hint={
            desktop ? 'Hot folders keep syncing without opening the app.' : 'Available in the desktop app.'
          }
          checked={settings.sync.launchAtLogin}
          disabled={!desktop}
          onChange={(event) => void save({ launchAtLogin: event.target.checked })}
        />
        <SelectField
          label="Preflight of files uploaded by hand"
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
          Settings and the sync journal are kept in <span className="mono">{settings.dataDir}</span>
        </p>
      </div>
    </section>
  );
}
