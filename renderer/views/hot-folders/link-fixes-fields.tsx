import type { MessageId } from '../../../electron/i18n/catalogue.js';
import type { FitMode } from '../../../electron/preflight/findings.js';
import type { LinkFixes } from '../../../electron/settings/schema.js';
import { CheckboxField, SelectField } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';

const fitModes: readonly FitMode[] = ['fit', 'fill'];

/**
 * The link form's "Fixes" section (docs/preflight.md, "Fixes"): a switch for each fix a job's file may
 * get on a copy before its document is made, and, with page size on, how a page of other proportions
 * goes on the product. The original is kept in the folder's Originals/.
 */
export function LinkFixesFields({ fixes, onChange }: { fixes: LinkFixes; onChange(fixes: LinkFixes): void }) {
  const intl = useAppIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const toggle = (key: 'pageSize' | 'bleed' | 'fonts', on: boolean) => onChange({ ...fixes, [key]: on });
  return (
    <fieldset className="hf-fixes">
      <legend>{say('hot-folders.linkForm.fixes')}</legend>
      <p className="muted">{say('hot-folders.linkForm.fixesHint')}</p>
      <CheckboxField
        role="switch"
        label={say('hot-folders.linkForm.fixBleed')}
        hint={say('hot-folders.linkForm.fixBleedHint')}
        checked={fixes.bleed}
        onChange={(event) => toggle('bleed', event.target.checked)}
      />
      <CheckboxField
        role="switch"
        label={say('hot-folders.linkForm.fixFonts')}
        hint={say('hot-folders.linkForm.fixFontsHint')}
        checked={fixes.fonts}
        onChange={(event) => toggle('fonts', event.target.checked)}
      />
      <CheckboxField
        role="switch"
        label={say('hot-folders.linkForm.fixPageSize')}
        hint={say('hot-folders.linkForm.fixPageSizeHint')}
        checked={fixes.pageSize}
        onChange={(event) => toggle('pageSize', event.target.checked)}
      />
      {fixes.pageSize && (
        <SelectField
          label={say('hot-folders.linkForm.fit')}
          value={fixes.fit}
          onChange={(event) => onChange({ ...fixes, fit: event.target.value as FitMode })}
          options={fitModes.map((fit) => ({
            value: fit,
            label: intl.formatMessage({ id: 'hot-folders.linkForm.fitMode' }, { fit }),
          }))}
        />
      )}
    </fieldset>
  );
}
