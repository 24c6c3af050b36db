/** The activity's heading and tools: filter by state, hot folder and path; retry every failed file; export as CSV. */
import { useEffect, useState } from 'react';
import type { FileState, LinkStatus } from '../../../electron/shared/contract/sync.js';
import { Button } from '../../components/button.js';
import { downloadText } from '../../components/download.js';
import { SelectField, TextField } from '../../components/field.js';
import { showToast } from '../../components/toasts.js';
import { useAppIntl } from '../../format/intl.js';
import { useHotFolders } from '../../stores/hot-folders.js';
import { fileStateText, fileStates } from './file-states.js';
import { baseName } from './link-card.js';

export function ActivityToolbar({ links }: { links: readonly LinkStatus[] }) {
  const intl = useAppIntl();
  const filter = useHotFolders((state) => state.filter);
  const setFilter = useHotFolders((state) => state.setFilter);
  const empty = useHotFolders((state) => state.activity.length === 0);
  const retrying = useHotFolders((state) => state.busy.retryAll);
  const exporting = useHotFolders((state) => state.busy.export);
  const anyFailed = links.some((status) => status.counts.failed > 0);

  async function retryAll() {
    const failure = await useHotFolders.getState().retry();
    if (!failure) showToast('info', intl.formatMessage({ id: 'hot-folders.activityToolbar.retriedToast' }));
  }

  async function exportActivity() {
    const exported = await useHotFolders.getState().exportCsv();
    if (exported) downloadText(exported.fileName, exported.csv);
  }

  return (
    <div className="view-header">
      <h2 id="hf-activity-title">{intl.formatMessage({ id: 'hot-folders.activityToolbar.title' })}</h2>
      <SelectField
        label={intl.formatMessage({ id: 'hot-folders.activityToolbar.state' })}
        value={filter.states[0] ?? ''}
        onChange={(event) =>
          setFilter({ states: event.target.value ? [event.target.value as FileState] : [] })
        }
        options={[
          { value: '', label: intl.formatMessage({ id: 'hot-folders.activityToolbar.allStates' }) },
          ...fileStates.map((state) => ({ value: state, label: fileStateText(intl, state) })),
        ]}
      />
      <SelectField
        label={intl.formatMessage({ id: 'hot-folders.activityToolbar.link' })}
        value={filter.linkId ?? ''}
        onChange={(event) => setFilter({ linkId: event.target.value || null })}
        options={[
          { value: '', label: intl.formatMessage({ id: 'hot-folders.activityToolbar.allLinks' }) },
          ...links.map((status) => ({ value: status.link.id, label: baseName(status.link.localPath) })),
        ]}
      />
      <FileSearch value={filter.text} onSearch={(text) => setFilter({ text })} />
      <span className="spacer" />
      <Button onClick={retryAll} busy={retrying} disabled={!anyFailed}>
        {intl.formatMessage({ id: 'hot-folders.activityToolbar.retryFailed' })}
      </Button>
      <Button onClick={exportActivity} busy={exporting} disabled={empty}>
        {intl.formatMessage({ id: 'hot-folders.activityToolbar.exportCsv' })}
      </Button>
    </div>
  );
}

/** Narrows the activity to files whose path holds the text, once typing pauses. */
function FileSearch({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const intl = useAppIntl();
  const [text, setText] = useState(value);
  // A filter cleared elsewhere ("Show all activity") clears the box too.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <TextField
      type="search"
      label={intl.formatMessage({ id: 'hot-folders.activityToolbar.findFile' })}
      value={text}
      onChange={(event) => setText(event.target.value)}
    />
  );
}
