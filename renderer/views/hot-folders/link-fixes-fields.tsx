import type { MessageId } from '../../../electron/i18n/catalogue.js';
import type { FitMode } from '../../../electron/shared/preflight/findings.js';
import type { LinkFixes } from '../../../electron/shared/settings/schema.js';
import { CheckboxField, SelectField } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';

const fitModes: readonly FitMode[] = ['fit', 'fill'];

/** The switches, in the order a person reads them: the two on by default first. */
const switches: readonly { key: 'bleed' | 'fonts' | 'pageSize'; label: MessageId; hint: MessageId }[] = [
  { key: 'bleed', label: 'hot-folders.linkForm.fixBleed', hint: 'hot-folders.linkForm.fixBleedHint' },
  { key: 'fonts', label: 'hot-folders.linkForm.fixFonts', hint: 'hot-folders.linkForm.fixFontsHint' },
  {
    key: 'pageSize',
    label: 'hot-folders.linkForm.fixPageSize',
    hint: 'hot-folders.linkForm.fixPageSizeHint',
  },
];

/**
 * The link form's "Fixes" section (docs/preflight.md, "Fixes"): a switch for each fix a job's file may
 * get on a copy before its document is made, and, with page size on, how a page of other proportions
 * goes on the product. The original is kept in the folder's Originals/.
 */
export function LinkFixesFields({ fixes, onChange }: { fixes: LinkFixes; onChange(fixes: LinkFixes): void }) {
  const intl = useAppIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <fieldset className="hf-fixes">
      <legend>{say('hot-folders.linkForm.fixes')}</legend>
      <p className="muted">{say('hot-folders.linkForm.fixesHint')}</p>
      {switches.map(({ key, label, hint }) => (
        <CheckboxField
          key={key}
          role="switch"
          label={say(label)}
          hint={say(hint)}
          checked={fixes[key]}
          onChange={(event) => onChange({ ...fixes, [key]: event.target.checked })}
        />
      ))}
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
