import { useEffect } from 'react';
import { bandwidthSummary } from '../format/bandwidth.js';
import { useBandwidth } from '../stores/bandwidth.js';
import { useAppIntl } from '../format/intl.js';
import './bandwidth-segment.css';

/** Punctuation between the parts, the same in every language. */
const separator = ' · ';

/**
 * The status bar's upload limit and rate: "Limited to 2 MiB/s · 1.9 MiB/s now". Only the limit or
 * the pause is a live region: a screen reader hears it change, not the rate's every tick.
 */
export function BandwidthSegment() {
  const status = useBandwidth((state) => state.status);
  const intl = useAppIntl();
  useEffect(() => useBandwidth.getState().follow(), []);
  if (!status) return null;
  const { state, rate } = bandwidthSummary(status, new Date());
  return (
    <span
      className="bandwidth-segment"
      role="group"
      aria-label={intl.formatMessage({ id: 'shell.bandwidth.label' })}
      data-paused={status.pause ? 'true' : undefined}
    >
      <span role="status" aria-label={intl.formatMessage({ id: 'shell.bandwidth.limit' })}>
        {state}
      </span>
      {rate && (
        <span className="bandwidth-rate">
          {separator}
          {rate}
        </span>
      )}
    </span>
  );
}
