import { Button } from '../components/button.js';
import { Dialog, DialogActions } from '../components/dialog.js';
import { RadioChoice } from '../components/field.js';
import type { NameTaken } from '../stores/drop-upload.js';
import { useDropUpload } from '../stores/drop-upload.js';
import type { MessageId } from '../../electron/i18n/catalogue.js';
import { useAppIntl } from '../format/intl.js';

const choices: Array<{ value: NameTaken['choice']; label: MessageId; hint: MessageId }> = [
  { value: 'replace', label: 'shell.replace.replace', hint: 'shell.replace.replaceHint' },
  { value: 'keep-both', label: 'shell.replace.keepBoth', hint: 'shell.replace.keepBothHint' },
  { value: 'skip', label: 'shell.replace.skip', hint: 'shell.replace.skipHint' },
];

/** "Replace or keep both": for each dropped or picked file whose name is taken in its library folder. */
export function ReplaceDialog() {
  const asking = useDropUpload((state) => state.asking);
  const { choose, chooseAll, confirm, cancel } = useDropUpload.getState();
  const intl = useAppIntl();
  if (!asking) return null;
  const title =
    asking.length === 1
      ? intl.formatMessage({ id: 'shell.replace.titleOne' }, { name: asking[0]!.file.name })
      : intl.formatMessage({ id: 'shell.replace.titleMany' }, { count: asking.length });
  return (
    <Dialog title={title} onClose={cancel}>
      <p>{intl.formatMessage({ id: 'shell.replace.question' })}</p>
      <ul className="stack replace-list">
        {asking.map((entry, index) => (
          <li key={`${entry.folderPath}/${entry.file.name}`}>
            <fieldset className="stack choice-group">
              <legend>
                {intl.formatMessage(
                  { id: 'shell.replace.entry' },
                  {
                    name: entry.file.name,
                    folder: entry.folderPath,
                    strong: (chunks) => <strong>{chunks}</strong>,
                    muted: (chunks) => <span className="muted">{chunks}</span>,
                  },
                )}
              </legend>
              <div className="row">
                {choices.map((choice) => (
                  <RadioChoice
                    key={choice.value}
                    name={`replace-${index}`}
                    value={choice.value}
                    checked={entry.choice === choice.value}
                    onChange={() => choose(index, choice.value)}
                    label={intl.formatMessage({ id: choice.label })}
                    hint={asking.length === 1 ? intl.formatMessage({ id: choice.hint }) : ''}
                  />
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
      {asking.length > 1 && (
        <div className="row">
          <Button size="small" onClick={() => chooseAll('replace')}>
            {intl.formatMessage({ id: 'shell.replace.replaceAll' })}
          </Button>
          <Button size="small" onClick={() => chooseAll('keep-both')}>
            {intl.formatMessage({ id: 'shell.replace.keepAllBoth' })}
          </Button>
        </div>
      )}
      <DialogActions>
        <Button onClick={cancel}>{intl.formatMessage({ id: 'common.cancel' })}</Button>
        <Button variant="primary" onClick={() => void confirm()}>
          {intl.formatMessage({ id: 'shell.replace.upload' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
