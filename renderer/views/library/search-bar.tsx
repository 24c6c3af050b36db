import { useEffect, useId, useRef, useState } from 'react';
import { storeItemTypes } from '../../../electron/shared/models/storage.js';
import type { MessageId } from '../../../electron/i18n/catalogue.js';
import { Button } from '../../components/button.js';
import { useAppIntl } from '../../format/intl.js';
import { hasActiveFilters, useLibrary } from '../../stores/library.js';
import type { LibraryFilters } from '../../stores/library.js';
import { AdvancedCriteria } from './advanced-criteria.js';

const typeOptions: { value: LibraryFilters['type']; label: MessageId }[] = [
  { value: '', label: 'library.searchBar.allTypes' },
  { value: storeItemTypes.printFile, label: 'library.searchBar.printFiles' },
  { value: storeItemTypes.document, label: 'library.searchBar.documents' },
];

const dateFields: { key: keyof LibraryFilters; label: MessageId }[] = [
  { key: 'createdFrom', label: 'library.searchBar.createdFrom' },
  { key: 'createdTo', label: 'library.searchBar.createdTo' },
  { key: 'modifiedFrom', label: 'library.searchBar.modifiedFrom' },
  { key: 'modifiedTo', label: 'library.searchBar.modifiedTo' },
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
  const intl = useAppIntl();

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

  return (
    <div
      className="search-bar"
      role="search"
      aria-label={intl.formatMessage({ id: 'library.searchBar.label' })}
    >
      <div className="row">
        <input
          ref={input}
          type="search"
          aria-label={intl.formatMessage({ id: 'library.searchBar.text' })}
          placeholder={intl.formatMessage({ id: 'library.searchBar.placeholder' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setFilters({ text });
          }}
        />
        <select
          aria-label={intl.formatMessage({ id: 'library.searchBar.type' })}
          value={filters.type}
          onChange={(event) => setFilters({ type: event.target.value as LibraryFilters['type'] })}
        >
          {typeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {intl.formatMessage({ id: option.label })}
            </option>
          ))}
        </select>
        <label className="check">
          <input
            type="checkbox"
            checked={filters.includeSubFolders}
            onChange={(event) => setFilters({ includeSubFolders: event.target.checked })}
          />
          {intl.formatMessage({ id: 'library.searchBar.subFolders' })}
        </label>
        <Button
          size="small"
          variant="ghost"
          aria-expanded={showDates}
          aria-controls={datesId}
          onClick={() => setShowDates(!showDates)}
        >
          {intl.formatMessage({ id: 'library.searchBar.dates' }, { open: showDates ? 'yes' : 'no' })}
        </Button>
        <Button
          size="small"
          variant="ghost"
          aria-expanded={showMore}
          aria-controls={moreId}
          onClick={() => setShowMore(!showMore)}
        >
          {intl.formatMessage({ id: 'library.searchBar.more' }, { open: showMore ? 'yes' : 'no' })}
        </Button>
        {hasActiveFilters(filters) && (
          <Button size="small" variant="ghost" onClick={clearFilters}>
            {intl.formatMessage({ id: 'library.searchBar.clearFilters' })}
          </Button>
        )}
      </div>
      {showDates && (
        <div className="row date-filters" id={datesId}>
          {dateFields.map((field) => (
            <label key={field.key} className="field">
              <span className="field-label">{intl.formatMessage({ id: field.label })}</span>
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
