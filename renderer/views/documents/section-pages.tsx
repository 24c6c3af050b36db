import { typedWholeNumber } from '../../components/form-checks.js';
import { PagePicture } from '../../components/page-picture.js';
import { useAppIntl } from '../../format/intl.js';
import { useThumbnail } from '../../stores/thumbnails.js';

/** Pictures shown per section: enough to recognise the pages, few enough to stay light. */
const shownPages = 4;

function SectionPage({ fileId, fileName, page }: { fileId: string; fileName: string; page: number }) {
  const picture = useThumbnail(fileId, page, 160);
  const intl = useAppIntl();
  return (
    <span className="doc-page-frame">
      <PagePicture
        picture={picture}
        label={intl.formatMessage({ id: 'documents.sectionPages.picture' }, { name: fileName, page })}
        fallback={String(page)}
      />
      <span className="muted">{page}</span>
    </span>
  );
}

/**
 * The pages a section takes from its print file, as pictures: the first few of its range, and how
 * many more. Pictures come from the local copy PrintDesk uploaded (views/library/README.md); a file
 * uploaded elsewhere shows page numbers instead.
 */
export function SectionPages({
  fileId,
  fileName,
  from,
  to,
  number,
}: {
  fileId: string;
  fileName: string;
  from: string;
  to: string;
  number: number;
}) {
  const intl = useAppIntl();
  const first = typedWholeNumber(from);
  const last = typedWholeNumber(to);
  if (!(first >= 1) || !(last >= first)) return null;
  const pages = Array.from({ length: Math.min(shownPages, last - first + 1) }, (_, index) => first + index);
  const more = last - first + 1 - pages.length;
  return (
    <figure
      className="doc-section-pages"
      aria-label={intl.formatMessage({ id: 'documents.sectionPages.label' }, { number })}
    >
      <span className="doc-section-page-list">
        {pages.map((page) => (
          <SectionPage key={page} fileId={fileId} fileName={fileName} page={page} />
        ))}
      </span>
      {more > 0 && (
        <figcaption className="muted">
          {intl.formatMessage({ id: 'documents.sectionPages.more' }, { count: more })}
        </figcaption>
      )}
    </figure>
  );
}
