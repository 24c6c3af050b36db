import { useId } from 'react';
import type { MessageId } from '../../../electron/i18n/catalogue.js';
import { useAppIntl } from '../../format/intl.js';
import { useLibrary } from '../../stores/library.js';
import type { LibraryLayout } from '../../stores/library.js';

const layouts: { value: LibraryLayout; label: MessageId }[] = [
  { value: 'table', label: 'library.layoutToggle.table' },
  { value: 'grid', label: 'library.layoutToggle.grid' },
];

/** Table or grid: a radio group named "View", drawn as a segmented control. */
export function LayoutToggle() {
  const name = useId();
  const layout = useLibrary((state) => state.layout);
  const intl = useAppIntl();
  return (
    <div
      className="segmented"
      role="radiogroup"
      aria-label={intl.formatMessage({ id: 'library.layoutToggle.label' })}
    >
      {layouts.map((option) => (
        <label key={option.value} data-checked={layout === option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={layout === option.value}
            onChange={() => useLibrary.getState().setLayout(option.value)}
          />
          {intl.formatMessage({ id: option.label })}
        </label>
      ))}
    </div>
  );
}
