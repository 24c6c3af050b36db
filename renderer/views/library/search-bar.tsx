import { useEffect, useId, useRef, useState } from 'react';
import { storeItemTypes } from '../../../electron/print-service/models/storage.js';
import { Button } from '../../components/button.js';
import { hasActiveFilters, useLibrary } from '../../stores/library.js';
import type { LibraryFilters } from '../../stores/library.js';
import { AdvancedCriteria } from './advanced-criteria.js';

const typeOptions: { value: LibraryFilters['type']; label: string }[] = [
  { value: '', label: 'All types' },
  { value: storeItemTypes.printFile, label: 'Print files' },
  { value: storeItemTypes.document, label: 'Documents' },
];

/** Text search (as you type, after a pause), type, date ranges, more criteria; "/" jumps to the search box. */
export function SearchBar() {
  const filters = useLibrary((state) => state.filters);
  const { setFilters, clearFilters } = useLibrary.getState();
  const [text, setText] = useState(filters.text);
  const [showDates, setShowDates] = useState(false);
  const [showMore, setShowMore] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const datesId = useId();
  const moreId = useId();

  // Keep the box in step when the filters are cleared elsewhere.
  const [seen, setSeen] = useState(filters.text);
  if (filters.text !== seen) {
    setSeen(filters.text);
    setText(filters.text);
  }

  useEffect(() => {
    if (text === useLibrary.getState().filters.text) return;
    const timer = setTimeout(() => setFilters({ text }), 250);
    return () => clearTimeout(timer);
  }, [text, setFilters]);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (event.key !== '/' || target?.closest('input, textarea, select, [contenteditable]')) return;
      event.preventDefault();
      input.current?.focus();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const dateFields: { key: keyof LibraryFilters; label: string }[] = [
    { key: 'createdFrom', label: 'Created from' },
    { key: 'createdTo', label: 'Created to' },
    { key: 'modifiedFrom', label: 'Modified from' },
    { key: 'modifiedTo', label: 'Modified to' },
  ];

  return (
    <div className="search-bar" role="search" aria-label="Search the library">
      <div className="row">
        <input
          ref={input}
          type="search"
          aria-label="Search files"
          placeholder="Search by name or description  ( / )"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilters({ text });
          }}
        />
        <select
          aria-label="Type"
          value={filters.type}
          onChange={(event) => setFilters({ type: event.target.value as LibraryFilters['type'] })}
        >
          {typeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <label className="check">
          <input
            type="checkbox"
            checked={filters.includeSubFolders}
            onChange={(event) => setFilters({ includeSubFolders: event.target.checked })}
          />
          Include sub-folders
        </label>
        <Button
          size="small"
          variant="ghost"
          aria-expanded={showDates}
          aria-controls={datesId}
          onClick={() => setShowDates(!showDates)}
        >
          Dates {showDates ? '▴' : '▾'}
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-expanded={showMore}
          aria-controls={moreId}
          onClick={() => setShowMore(!showMore)}
        >
          More criteria {showMore ? '▴' : '▾'}
        </Button>
        {hasActiveFilters(filters) && (
          <Button size="small" variant="ghost" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
      </div>
      {showDates && (
        <div className="row date-filters" id={datesId}>
          {dateFields.map((field) => (
            <label key={field.key} className="field">
              <span className="field-label">{field.label}</span>
              <input
                type="date"
                value={filters[field.key] as string}
                onChange={(event) => setFilters({ [field.key]: event.target.value })}
              />
            </label>
          ))}
        </div>
      )}
      {showMore && <AdvancedCriteria id={moreId} />}
    </div>
  );
}
