import { Button } from '../components/button.js';
import { Dialog, DialogActions } from '../components/dialog.js';
import { RadioChoice } from '../components/field.js';
import type { NameTaken } from '../stores/drop-upload.js';
import { useDropUpload } from '../stores/drop-upload.js';

const choices: Array<{ value: NameTaken['choice']; label: string; hint: string }> = [
  {
    value: 'replace',
    label: 'Replace',
    hint: ' — the file in the library is deleted, then this one is uploaded.',
  },
  {
    value: 'keep-both',
    label: 'Keep both',
    hint: ' — this one is uploaded beside it, with a number after its name.',
  },
  { value: 'skip', label: 'Skip', hint: ' — this one is not uploaded.' },
];

/** "Replace or keep both": for each dropped or picked file whose name is taken in its library folder. */
export function ReplaceDialog() {
  const asking = useDropUpload((state) => state.asking);
  const { choose, chooseAll, confirm, cancel } = useDropUpload.getState();
  if (!asking) return null;
  const title =
    asking.length === 1
      ? `“${asking[0]!.file.name}” is already in the library`
      : `${asking.length} files are already in the library`;
  return (
    <Dialog title={title} onClose={cancel}>
      <p>Replace what is there, or keep both?</p>
      <ul className="stack replace-list">
        {asking.map((entry, index) => (
          <li key={`${entry.folderPath}/${entry.file.name}`}>
            <fieldset className="stack choice-group">
              <legend>
                <strong>{entry.file.name}</strong> <span className="muted">in {entry.folderPath}</span>
              </legend>
              <div className="row">
                {choices.map((choice) => (
                  <RadioChoice
                    key={choice.value}
                    name={`replace-${index}`}
                    value={choice.value}
                    checked={entry.choice === choice.value}
                    onChange={() => choose(index, choice.value)}
                    label={choice.label}
                    hint={asking.length === 1 ? choice.hint : ''}
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
            Replace all
          </Button>
          <Button size="small" onClick={() => chooseAll('keep-both')}>
            Keep all both
          </Button>
        </div>
      )}
      <DialogActions>
        <Button onClick={cancel}>Cancel</Button>
        <Button variant="primary" onClick={() => void confirm()}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
