import { useMemo, useState } from 'react';
import type { IntlShape } from 'react-intl';
import type { FormEvent } from 'react';
import { NewLink } from '../../../electron/shared/contract/sync.js';
import type { IpcError } from '../../../electron/shared/contract/app-errors.js';
import type { ProfileName } from '../../../electron/shared/preflight/profiles.js';
import { defaultLinkFixes } from '../../../electron/shared/settings/schema.js';
import type {
  AfterUpload,
  HotFolderLink,
  LinkFixes,
  LinkPrinter,
  PrintFileType,
  WatchMode,
} from '../../../electron/shared/settings/schema.js';
import { Button } from '../../components/button.js';
import { Dialog, DialogActions } from '../../components/dialog.js';
import { ErrorMessage } from '../../components/error-message.js';
import { CheckboxField, SelectField, TextField, labelOptions } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';
import { profileHints, profileLabels } from '../../format/preflight.js';
import { HookFields, hookDraftOf, hookSettingOf, type HookDraft } from '../../components/hook-fields.js';
import { FolderChooser } from './folder-chooser.js';
import { JobPresetFields } from './job-preset-fields.js';
import { LinkFixesFields } from './link-fixes-fields.js';
import { LinkPrinterFields } from './link-printer-fields.js';
import type { JobChoice } from './job-preset-fields.js';

export const fileTypeLabels: Record<PrintFileType, string> = {
  pdf: 'PDF',
  postscript: 'PostScript',
  tiff: 'TIFF',
  jpeg: 'JPEG',
  png: 'PNG',
};

const afterUploads: readonly AfterUpload[] = ['keep', 'move', 'delete'];

/** What may happen to a file once uploaded, in words. */
function afterUploadOptions(intl: IntlShape) {
  return afterUploads.map((afterUpload) => ({
    value: afterUpload,
    label: intl.formatMessage({ id: 'hot-folders.linkForm.afterUpload' }, { afterUpload }),
  }));
}

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
  fixes: LinkFixes;
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
  const intl = useAppIntl();
  const afterUploadChoices = useMemo(() => afterUploadOptions(intl), [intl]);
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
          fixes: link.fixes,
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
          fixes: defaultLinkFixes,
        },
  );
  const [shown, setShown] = useState<FieldErrors>({});
  const [error, setError] = useState<IpcError | null>(null);
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<JobChoice>({ preset: link?.job });
  const [jobProblem, setJobProblem] = useState<string | undefined>();
  const [printer, setPrinter] = useState<LinkPrinter | undefined>(link?.printer);
  const [hooks, setHooks] = useState<HookDraft>(() => hookDraftOf(link?.hooks));
  const [hookProblems, setHookProblems] = useState<Partial<Record<'url' | 'command', string>>>();

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
    const printerProblem = printer?.enabled === true && !draft.types.includes('pdf');
    const hookSetting = hookSettingOf(hooks);
    setHookProblems(hookSetting.problems);
    if (Object.keys(problems).length > 0 || job.problem !== undefined || printerProblem) return;
    if (hookSetting.problems) return;
    setBusy(true);
    const failure = await onSubmit({
      ...draft,
      ...(job.preset ? { job: job.preset } : link?.job ? { job: { action: 'upload' } } : {}),
      ...(printer ? { printer } : {}),
      // An edit that empties both fields turns the folder's own hooks off.
      ...(hookSetting.setting.url || hookSetting.setting.command || link?.hooks
        ? { hooks: hookSetting.setting }
        : {}),
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
    <Dialog
      title={
        link
          ? intl.formatMessage({ id: 'hot-folders.linkForm.editTitle' })
          : intl.formatMessage({ id: 'hot-folders.linkForm.addTitle' })
      }
      onClose={onClose}
    >
      <form className="stack" onSubmit={submit} noValidate>
        <div className="hf-local-folder">
          <TextField
            label={intl.formatMessage({ id: 'hot-folders.linkForm.localFolder' })}
            hint={intl.formatMessage({ id: 'hot-folders.linkForm.localFolderHint' })}
            value={draft.localPath}
            onChange={(event) => change({ localPath: event.target.value })}
            error={shown.localPath}
            spellCheck={false}
            autoComplete="off"
          />
          <FolderChooser start={draft.localPath.trim()} onChosen={(path) => change({ localPath: path })} />
        </div>
        <TextField
          label={intl.formatMessage({ id: 'hot-folders.linkForm.libraryFolder' })}
          hint={intl.formatMessage({ id: 'hot-folders.linkForm.libraryFolderHint' })}
          value={draft.remotePath}
          onChange={(event) => change({ remotePath: event.target.value })}
          error={shown.remotePath}
          spellCheck={false}
          autoComplete="off"
        />
        <fieldset className="hf-types" aria-describedby={shown.types ? 'hf-types-error' : undefined}>
          <legend>{intl.formatMessage({ id: 'hot-folders.linkForm.types' })}</legend>
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
          label={intl.formatMessage({ id: 'hot-folders.linkForm.subfolders' })}
          hint={intl.formatMessage({ id: 'hot-folders.linkForm.subfoldersHint' })}
          checked={draft.includeSubfolders}
          onChange={(event) => change({ includeSubfolders: event.target.checked })}
        />
        <SelectField
          label={intl.formatMessage({ id: 'hot-folders.linkForm.afterUploadLabel' })}
          value={draft.afterUpload}
          onChange={(event) => change({ afterUpload: event.target.value as AfterUpload })}
          options={afterUploadChoices}
          hint={intl.formatMessage({ id: 'hot-folders.linkForm.afterUploadHint' })}
        />
        <CheckboxField
          label={intl.formatMessage({ id: 'hot-folders.linkForm.poll' })}
          hint={intl.formatMessage({ id: 'hot-folders.linkForm.pollHint' })}
          checked={draft.watchMode === 'polling'}
          onChange={(event) => change({ watchMode: event.target.checked ? 'polling' : 'auto' })}
        />
        <JobPresetFields preset={link?.job} problem={jobProblem} onChange={setJob} />
        <LinkPrinterFields
          printer={printer}
          localPath={link?.localPath ?? draft.localPath}
          types={draft.types}
          onChange={setPrinter}
        />
        <fieldset className="stack">
          <legend>{intl.formatMessage({ id: 'hooks.card.title' })}</legend>
          <HookFields draft={hooks} problems={hookProblems} onChange={setHooks} />
        </fieldset>
        <SelectField
          label={intl.formatMessage({ id: 'hot-folders.linkForm.preflight' })}
          value={draft.preflightProfile}
          onChange={(event) => change({ preflightProfile: event.target.value as ProfileName })}
          options={labelOptions(profileLabels)}
          hint={profileHints[draft.preflightProfile]}
        />
        <LinkFixesFields fixes={draft.fixes} onChange={(fixes) => change({ fixes })} />
        {!link && (
          <CheckboxField
            label={intl.formatMessage({ id: 'hot-folders.linkForm.startPaused' })}
            checked={draft.paused}
            onChange={(event) => change({ paused: event.target.checked })}
          />
        )}
        {error && <ErrorMessage error={error} />}
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
          <Button type="submit" variant="primary" busy={busy}>
            {link
              ? intl.formatMessage({ id: 'hot-folders.linkForm.saveChanges' })
              : intl.formatMessage({ id: 'hot-folders.linkForm.add' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
