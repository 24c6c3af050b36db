import { useState } from 'react';
import type { FormEvent } from 'react';
import { NewLink } from '../../../electron/ipc/contract/sync.js';
import type { IpcError } from '../../../electron/ipc/errors.js';
import type { ProfileName } from '../../../electron/preflight/profiles.js';
import type {
  AfterUpload,
  HotFolderLink,
  PrintFileType,
  WatchMode,
} from '../../../electron/settings/schema.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { CheckboxField, SelectField, TextField, labelOptions } from '../../components/field.js';
import { profileHints, profileLabels } from '../../format/preflight.js';
import { FolderChooser } from './folder-chooser.js';
import { JobPresetFields } from './job-preset-fields.js';
import type { JobChoice } from './job-preset-fields.js';

export const fileTypeLabels: Record<PrintFileType, string> = {
  pdf: 'PDF',
  postscript: 'PostScript',
  tiff: 'TIFF',
  jpeg: 'JPEG',
  png: 'PNG',
};

export const afterUploadLabels: Record<AfterUpload, string> = {
  keep: 'Leave it in the folder',
  move: 'Move it to Uploaded/',
  delete: 'Delete it',
};

const fileTypes = Object.keys(fileTypeLabels) as PrintFileType[];

interface Draft {
  localPath: string;
  remotePath: string;
  types: PrintFileType[];
  includeSubfolders: boolean;
  afterUpload: AfterUpload;
  paused: boolean;
  watchMode: WatchMode;
  preflightProfile: ProfileName;
}

type FieldErrors = Partial<Record<'localPath' | 'remotePath' | 'types', string>>;

const fieldNames = ['localPath', 'remotePath', 'types'] as const;

/** The first message for each field from a list of schema issues (paths like ['localPath'] or 'changes.localPath'). */
function firstMessages(
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> | string; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const { path, message } of issues) {
    const parts = typeof path === 'string' ? path.split('.') : path;
    const key = fieldNames.find((name) => parts.includes(name));
    if (key && !errors[key]) errors[key] = message;
  }
  return errors;
}

/** What is wrong with the draft, field by field, checked with the schema the router applies. */
export function validateLink(draft: Draft): FieldErrors {
  const checked = NewLink.safeParse(draft);
  return checked.success ? {} : firstMessages(checked.error.issues);
}

/** Field errors the core reported for an `invalid-input` refusal. */
function fieldErrorsOf(error: IpcError | null): FieldErrors {
  return firstMessages((error?.details?.fields ?? []) as Array<{ path: string; message: string }>);
}

export function LinkForm({
  link,
  defaultAfterUpload = 'keep',
  onSubmit,
  onClose,
}: {
  /** The link being edited; a new link when absent. */
  link?: HotFolderLink;
  defaultAfterUpload?: AfterUpload;
  onSubmit(draft: NewLink): Promise<IpcError | null>;
  onClose(): void;
}) {
  const [draft, setDraft] = useState<Draft>(
    link
      ? {
          localPath: link.localPath,
          remotePath: link.remotePath,
          types: link.types,
          includeSubfolders: link.includeSubfolders,
          afterUpload: link.afterUpload,
          paused: link.paused,
          watchMode: link.watchMode,
          preflightProfile: link.preflightProfile,
        }
      : {
          localPath: '',
          remotePath: 'Hot folders/',
          types: ['pdf'],
          includeSubfolders: false,
          afterUpload: defaultAfterUpload,
          paused: false,
          watchMode: 'auto',
          preflightProfile: 'standard',
        },
  );
  const [shown, setShown] = useState<FieldErrors>({});
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<JobChoice>({ preset: link?.job });
  const [jobProblem, setJobProblem] = useState<string | undefined>();

  const change = (changes: Partial<Draft>) => setDraft((current) => ({ ...current, ...changes }));
  const toggleType = (type: PrintFileType, on: boolean) =>
    change({
      types: on
        ? fileTypes.filter((t) => t === type || draft.types.includes(t))
        : draft.types.filter((t) => t !== type),
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = validateLink(draft);
    setShown(problems);
    setJobProblem(job.problem);
    if (Object.keys(problems).length > 0 || job.problem !== undefined) return;
    setBusy(true);
    const failure = await onSubmit({
      ...draft,
      ...(job.preset ? { job: job.preset } : link?.job ? { job: { action: 'upload' } } : {}),
      localPath: draft.localPath.trim(),
      remotePath: draft.remotePath.trim(),
    });
    setBusy(false);
    if (failure) {
      setError(failure);
      setShown(fieldErrorsOf(failure));
    } else onClose();
  }

  return (
    <Dialog title={link ? 'Edit hot folder' : 'Add a hot folder'} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="hf-local-folder">
          <TextField
            label="Local folder"
            hint="The folder on this computer to watch (~ is your home folder). Print files saved here are uploaded."
            value={draft.localPath}
            onChange={(event) => change({ localPath: event.target.value })}
            error={shown.localPath}
            spellCheck={false}
            autoComplete="off"
          />
          <FolderChooser start={draft.localPath.trim()} onChosen={(path) => change({ localPath: path })} />
        </div>
        <TextField
          label="Library folder"
          hint='Where they go in your print library; folders are created as needed (e.g. "Hot folders/Brochures").'
          value={draft.remotePath}
          onChange={(event) => change({ remotePath: event.target.value })}
          error={shown.remotePath}
          spellCheck={false}
          autoComplete="off"
        />
        <fieldset className="hf-types" aria-describedby={shown.types ? 'hf-types-error' : undefined}>
          <legend>Accepted file types</legend>
          <div className="row">
            {fileTypes.map((type) => (
              <CheckboxField
                key={type}
                label={fileTypeLabels[type]}
                checked={draft.types.includes(type)}
                onChange={(event) => toggleType(type, event.target.checked)}
              />
            ))}
          </div>
          {shown.types && (
            <span className="field-error" id="hf-types-error" role="alert">
              {shown.types}
            </span>
          )}
        </fieldset>
        <CheckboxField
          label="Include sub-folders"
          hint="Files in sub-folders go to matching sub-folders in the library."
          checked={draft.includeSubfolders}
          onChange={(event) => change({ includeSubfolders: event.target.checked })}
        />
        <SelectField
          label="After upload"
          value={draft.afterUpload}
          onChange={(event) => change({ afterUpload: event.target.value as AfterUpload })}
          options={labelOptions(afterUploadLabels)}
          hint="Files the service cannot print always go to Failed/ with a note saying why."
        />
        <CheckboxField
          label="Always poll this folder (network share)"
          hint="PrintDesk finds shares on its own; tick this for a shared folder whose new files it misses."
          checked={draft.watchMode === 'polling'}
          onChange={(event) => change({ watchMode: event.target.checked ? 'polling' : 'auto' })}
        />
        <JobPresetFields preset={link?.job} problem={jobProblem} onChange={setJob} />
        <SelectField
          label="Preflight"
          value={draft.preflightProfile}
          onChange={(event) => change({ preflightProfile: event.target.value as ProfileName })}
          options={labelOptions(profileLabels)}
          hint={profileHints[draft.preflightProfile]}
        />
        {!link && (
          <CheckboxField
            label="Start paused"
            checked={draft.paused}
            onChange={(event) => change({ paused: event.target.checked })}
          />
        )}
        {error && <ErrorMessage error={error} />}
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {link ? 'Save changes' : 'Add hot folder'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
