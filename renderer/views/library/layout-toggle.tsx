import { useId } from 'react';
import { useLibrary } from '../../stores/library.js';
import type { LibraryLayout } from '../../stores/library.js';

const layouts: { value: LibraryLayout; label: string }[] = [
  { value: 'table', label: 'Table' },
  { value: 'grid', label: 'Grid' },
];

/** Table or grid: a radio group named "View", drawn as a segmented control. */
export function LayoutToggle() {
  const name = useId();
  const layout = useLibrary((state) => state.layout);
  return (
    <div className="segmented" role="radiogroup" aria-label="View">
      {layouts.map((option) => (
        <label key={option.value} data-checked={layout === option.value}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={layout === option.value}
            onChange={() => useLibrary.getState().setLayout(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
