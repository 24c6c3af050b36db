import type { StoreItemSummary } from '../../../electron/shared/contract/library.js';
import type { IntlShape } from 'react-intl';
import { Button } from '../../components/button.js';
import { SelectField, TextField } from '../../components/field.js';
import { useAppIntl } from '../../format/intl.js';
import type { SectionDraft } from '../../stores/documents.js';
import { useDocuments } from '../../stores/documents.js';
import { SectionPages } from './section-pages.js';

/** The move buttons' arrows (their accessible names say which section moves where). */
const arrows = { up: '↑', down: '↓' } as const;

function fileLabel(intl: IntlShape, item: StoreItemSummary): string {
  return item.pageCount == null
    ? item.name
    : intl.formatMessage({ id: 'documents.sections.fileLabel' }, { name: item.name, count: item.pageCount });
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
  const intl = useAppIntl();
  const options = [
    { value: '', label: intl.formatMessage({ id: 'documents.sections.choose' }) },
    ...printFiles.map((item) => ({ value: item.id, label: fileLabel(intl, item) })),
  ];

  return (
    <fieldset className="doc-sections">
      <legend>{intl.formatMessage({ id: 'documents.sections.legend' })}</legend>
      {sections.length === 0 && (
        <p className="muted">{intl.formatMessage({ id: 'documents.sections.explain' })}</p>
      )}
      <ol className="stack">
        {sections.map((section, index) => {
          const number = index + 1;
          const file = printFiles.find((item) => item.id === section.source);
          const known = file !== undefined;
          const sectionOptions =
            known || !section.source
              ? options
              : [
                  ...options,
                  {
                    value: section.source,
                    label: intl.formatMessage({ id: 'documents.sections.notListed' }),
                  },
                ];
          const problem = problems[section.key];
          return (
            <li
              key={section.key}
              className="doc-section"
              aria-label={intl.formatMessage({ id: 'documents.sections.section' }, { number })}
            >
              <SelectField
                label={intl.formatMessage({ id: 'documents.sections.file' }, { number })}
                value={section.source}
                options={sectionOptions}
                onChange={(event) => editSection(section.key, { source: event.target.value })}
              />
              <TextField
                label={intl.formatMessage({ id: 'documents.sections.from' })}
                inputMode="numeric"
                value={section.from}
                onChange={(event) => editSection(section.key, { from: event.target.value })}
                aria-label={intl.formatMessage({ id: 'documents.sections.fromLabel' }, { number })}
                aria-invalid={problem ? true : undefined}
              />
              <TextField
                label={intl.formatMessage({ id: 'documents.sections.to' })}
                inputMode="numeric"
                value={section.to}
                onChange={(event) => editSection(section.key, { to: event.target.value })}
                aria-label={intl.formatMessage({ id: 'documents.sections.toLabel' }, { number })}
                aria-invalid={problem ? true : undefined}
              />
              <div className="row doc-section-actions">
                <Button
                  size="small"
                  variant="ghost"
                  disabled={index === 0}
                  onClick={() => moveSection(section.key, -1)}
                  aria-label={intl.formatMessage({ id: 'documents.sections.up' }, { number })}
                >
                  {arrows.up}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  disabled={index === sections.length - 1}
                  onClick={() => moveSection(section.key, 1)}
                  aria-label={intl.formatMessage({ id: 'documents.sections.down' }, { number })}
                >
                  {arrows.down}
                </Button>
                <Button
                  size="small"
                  variant="ghost"
                  onClick={() => removeSection(section.key)}
                  aria-label={intl.formatMessage({ id: 'documents.sections.remove' }, { number })}
                >
                  {intl.formatMessage({ id: 'common.remove' })}
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
          {intl.formatMessage({ id: 'documents.sections.add' })}
        </Button>
      </div>
    </fieldset>
  );
}
