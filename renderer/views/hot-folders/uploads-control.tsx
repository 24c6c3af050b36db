import { useEffect, useId, useRef } from 'react';
import { pauseChoices } from '../../../electron/i18n/pause-text.js';
import type { PauseRequest } from '../../../electron/shared/contract/bandwidth.js';
import { Button } from '../../components/button.js';
import { ErrorMessage } from '../../components/error-message.js';
import { MenuButton } from '../../components/menu-button.js';
import { useAppIntl } from '../../format/intl.js';
import { bandwidthSummaryText } from '../../format/bandwidth.js';
import { useBandwidth } from '../../stores/bandwidth.js';
import './uploads-control.css';

/**
 * The header's uploads control: the limit in force and the rate now, and "Pause uploads" (for an
 * hour, until tomorrow, until resumed: the tray's choices) or, while paused, "Resume". The status
 * bar announces changes; this text is not a live region, so they are not heard twice.
 */
export function UploadsControl() {
  const intl = useAppIntl();
  const summaryId = useId();
  const status = useBandwidth((state) => state.status);
  const busy = useBandwidth((state) => Boolean(state.busy.pause || state.busy.resume));
  const error = useBandwidth((state) => state.errors.pause ?? state.errors.resume);
  const group = useRef<HTMLDivElement>(null);
  /** Set when the user pauses or resumes here: once done, the button that replaced theirs takes the focus. */
  const acted = useRef(false);
  const paused = status?.pause != null;

  useEffect(() => useBandwidth.getState().follow(), []);
  useEffect(() => {
    if (!acted.current || busy) return;
    acted.current = false;
    group.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [paused, busy]);

  if (!status) return null;
  const act = (work: () => Promise<unknown>) => {
    acted.current = true;
    void work();
  };
  const pause = (request: PauseRequest) => act(() => useBandwidth.getState().pause(request));

  return (
    <div
      className="uploads-control"
      role="group"
      aria-label={intl.formatMessage({ id: 'hot-folders.uploadsControl.group' })}
      ref={group}
    >
      <span className="muted" id={summaryId}>
        {bandwidthSummaryText(status, new Date())}
      </span>
      {paused ? (
        <Button
          aria-describedby={summaryId}
          busy={busy}
          onClick={() => act(() => useBandwidth.getState().resume())}
        >
          {intl.formatMessage({ id: 'hot-folders.uploadsControl.resume' })}
        </Button>
      ) : (
        <MenuButton
          label={intl.formatMessage({ id: 'hot-folders.uploadsControl.pause' })}
          busy={busy}
          choices={pauseChoices(intl).map(({ label, request }) => ({
            label,
            onSelect: () => pause(request),
          }))}
        />
      )}
      {error && <ErrorMessage error={error} />}
    </div>
  );
}
