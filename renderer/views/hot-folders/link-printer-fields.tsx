import type { LinkPrinter, PrintFileType } from '../../../electron/shared/settings/schema.js';
import { CheckboxField } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';

/** The printer of a saved link: "PrintDesk <folder name>" unless the link names it (app/printers/printer-ports.ts). */
function printerName(localPath: string, printer: LinkPrinter | undefined): string {
  const folder =
    localPath
      .replace(/[\\/]+$/, '')
      .split(/[\\/]/)
      .pop() || localPath;
  return printer?.name ?? `PrintDesk ${folder}`;
}

/**
 * The link form's "Printer" section (docs/printer.md): "Also as a printer", and once the link has a
 * port, the name the print dialogs list and the address to add it by.
 */
export function LinkPrinterFields({
  printer,
  localPath,
  types,
  onChange,
}: {
  /** The link's printer as it is being edited (absent: never turned on). */
  printer: LinkPrinter | undefined;
  localPath: string;
  types: readonly PrintFileType[];
  onChange(printer: LinkPrinter | undefined): void;
}) {
  const intl = useAppIntl();
  const enabled = printer?.enabled === true;
  return (
    <fieldset className="hf-printer">
      <legend>{intl.formatMessage({ id: 'hot-folders.linkForm.printer' })}</legend>
      <CheckboxField
        label={intl.formatMessage({ id: 'hot-folders.linkForm.alsoPrinter' })}
        hint={intl.formatMessage({ id: 'hot-folders.linkForm.alsoPrinterHint' })}
        checked={enabled}
        onChange={(event) =>
          onChange(
            printer || event.target.checked ? { ...printer, enabled: event.target.checked } : undefined,
          )
        }
      />
      {enabled && !types.includes('pdf') && (
        <span className="field-error" role="alert">
          {intl.formatMessage({ id: 'hot-folders.linkForm.printerNeedsPdf' })}
        </span>
      )}
      {enabled && (
        <p className="muted">
          {printer?.port === undefined
            ? intl.formatMessage({ id: 'hot-folders.linkForm.printerNew' })
            : intl.formatMessage(
                { id: 'hot-folders.linkForm.printerAddress' },
                {
                  name: printerName(localPath, printer),
                  uri: `ipp://127.0.0.1:${printer.port}/ipp/print`,
                },
              )}
        </p>
      )}
    </fieldset>
  );
}
