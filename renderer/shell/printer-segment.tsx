import { useEffect } from 'react';
import { usePrinters } from '../stores/printers.js';
import { useAppIntl } from '../format/intl.js';

/**
 * The status bar's printers: "Printer on" (or how many) while hot folders are printers too, and the
 * first one that could not start, with why. Nothing when no hot folder is a printer.
 */
export function PrinterSegment() {
  const printers = usePrinters((state) => state.printers);
  const intl = useAppIntl();
  useEffect(() => usePrinters.getState().follow(), []);
  if (printers.length === 0) return null;
  const on = printers.filter((p) => p.state === 'on');
  const failed = printers.find((p) => p.state === 'failed');
  return (
    <span
      className="printer-segment"
      role="status"
      aria-label={intl.formatMessage({ id: 'shell.printers.label' })}
      title={on.map((p) => `${p.name}: ${p.uri}`).join('\n')}
    >
      {on.length > 0 && intl.formatMessage({ id: 'shell.printers.on' }, { count: on.length })}
      {failed &&
        intl.formatMessage(
          { id: 'shell.printers.failed' },
          { name: failed.name, message: failed.message ?? '', alsoOn: on.length > 0 },
        )}
    </span>
  );
}
