import type { StoreItemSummary } from '../../../electron/ipc/contract/library.js';
import { Button } from '../../components/button.js';
import { SelectField, TextField } from '../../components/field.js';
import type { SectionDraft } from '../../stores/documents.js';
import { useDocuments } from '../../stores/documents.js';
import { SectionPages } from './section-pages.js';

function fileLabel(item: StoreItemSummary): string {
  return item.pageCount == null
    ? item.name
    : `${item.name} (${item.pageCount} page${item.pageCount === 1 ? '' : 's'})`;
}

/** The document's sections: which pages of which print file, in order. */
export function SectionsEditor({
  sections,
  printFiles,
  problems,
  listProblem,
}: {
  sections: readonly SectionDraft[];
  printFiles: readonly StoreItemSummary[];
  problems: Record<string, string>;
  listProblem?: string;
}) {
  const addSection = useDocuments((state) => state.addSection);
  const editSection = useDocuments((state) => state.editSection);
  const removeSection = useDocuments((state) => state.removeSection);
  const moveSection = useDocuments((state) => state.moveSection);
  const options = [
    { value: '', label: 'Choose a print file…' },
    ...printFiles.map((item) => ({ value: item.id, label: fileLabel(item) })),
  ];

  return (
    <fieldset className="doc-sections">
      <legend>Sections</legend>
      {sections.length === 0 && (
        <p className="muted">
          The document is made of sections: page ranges of print files in your library, in order.
        </p>
      )}
      <ol className="stack">
        {sections.map((section, index) => {
          const number = index + 1;
          const file = printFiles.find((item) => item.id === section.source);
          const known = file !== undefined;
          const sectionOptions =
            known || !section.source
              ? options
              : [...options, { value: section.source, label: 'A print file not in the list' }];
          const problem = problems[section.key];
          return (
            <li key={section.key} className="doc-section" aria-label={`Section ${number}`}>
              <SelectField
                label={`Section ${number} print file`}
                value={section.source}
                options={sectionOptions}
                onChange={(event) => editSection(section.key, { source: event.target.value })}
              />
              <TextField
                label="From page"
                inputMode="numeric"
                value={section.from}
                onChange={(event) => editSection(section.key, { from: event.target.value })}
                aria-label={`Section ${number} from page`}
                aria-invalid={problem ? true : undefined}
              />
              <TextField
                label="To page"
                inputMode="numeric"
                value={section.to}
                onChange={(event) => editSection(section.key, { to: event.target.value })}
                aria-label={`Section ${number} to page`}
                aria-invalid={problem ? true : undefined}
              />
              <div className="row doc-section-actions">
                <Button
                  size="small"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => moveSection(section.key, -1)}
                  aria-label={`Move section ${number} up`}
                >
                  ↑
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={index === sections.length - 1}
                  onClick={() => moveSection(section.key, 1)}
                  aria-label={`Move section ${number} down`}
                >
                  ↓
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => removeSection(section.key)}
                  aria-label={`Remove section ${number}`}
                >
                  Remove
                </Button>
              </div>
              {problem && (
                <p className="field-error doc-section-problem" role="alert">
                  {problem}
                </p>
              )}
              {file && (
                <SectionPages
                  fileId={file.id}
                  fileName={file.name}
                  from={section.from}
                  to={section.to}
                  number={number}
                />
              )}
            </li>
          );
        })}
      </ol>
      {listProblem && (
        <p className="field-error" role="alert">
          {listProblem}
        </p>
      )}
      <div>
        <Button onClick={addSection} disabled={printFiles.length === 0}>
          Add section
        </Button>
      </div>
    </fieldset>
  );
}
