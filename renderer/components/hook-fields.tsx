/**
 * The fields of a hooks setting (docs/hooks.md), for the whole app (Account › Hooks) and for one hot
 * folder (its link form): the webhook's address, the command, and, for a plain http:// address of
 * another computer, the confirmation that events may travel there in clear. Checked with the
 * settings' own schema.
 */
import { HookSetting, hookInClear } from '../../electron/shared/settings/schema.js';
import { useAppIntl } from '../format/intl.js';
import { CheckboxField, TextField } from './field.js';

/** A shape of address to follow, the same in every language. */
const exampleHookUrl = 'https://hooks.example.com/printdesk';

export interface HookDraft {
  url: string;
  command: string;
  allowInsecureHttp: boolean;
}

export function hookDraftOf(setting: HookSetting | undefined): HookDraft {
  return {
    url: setting?.url ?? '',
    command: setting?.command ?? '',
    allowInsecureHttp: setting?.allowInsecureHttp ?? false,
  };
}

/** The setting the draft describes, or the schema's first message for the field it names. */
export function hookSettingOf(
  draft: HookDraft,
): { setting: HookSetting; problems?: undefined } | { problems: Partial<Record<'url' | 'command', string>> } {
  const url = draft.url.trim();
  const command = draft.command.trim();
  const checked = HookSetting.safeParse({
    ...(url ? { url } : {}),
    ...(command ? { command } : {}),
    allowInsecureHttp: draft.allowInsecureHttp,
  });
  if (checked.success) return { setting: checked.data };
  const problems: Partial<Record<'url' | 'command', string>> = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0] === 'command' ? 'command' : 'url';
    problems[field] ??= issue.message;
  }
  return { problems };
}

export function HookFields({
  draft,
  problems,
  onChange,
}: {
  draft: HookDraft;
  problems?: Partial<Record<'url' | 'command', string>> | undefined;
  onChange(draft: HookDraft): void;
}) {
  const intl = useAppIntl();
  const change = (changes: Partial<HookDraft>) => onChange({ ...draft, ...changes });
  const inClear = draft.url.trim() !== '' && hookInClear(draft.url.trim());
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'hooks.fields.url' })}
        type="url"
        inputMode="url"
        placeholder={exampleHookUrl}
        value={draft.url}
        onChange={(event) => change({ url: event.target.value })}
        hint={intl.formatMessage({ id: 'hooks.fields.urlHint' })}
        error={problems?.url}
        spellCheck={false}
        autoComplete="off"
      />
      {inClear && (
        <CheckboxField
          label={intl.formatMessage({ id: 'hooks.fields.allowInsecureHttp' })}
          hint={intl.formatMessage({ id: 'hooks.fields.allowInsecureHttpHint' })}
          checked={draft.allowInsecureHttp}
          onChange={(event) => change({ allowInsecureHttp: event.target.checked })}
        />
      )}
      <TextField
        label={intl.formatMessage({ id: 'hooks.fields.command' })}
        value={draft.command}
        onChange={(event) => change({ command: event.target.value })}
        hint={intl.formatMessage({ id: 'hooks.fields.commandHint' })}
        error={problems?.command}
        spellCheck={false}
        autoComplete="off"
      />
    </>
  );
}
