import { useAppIntl } from '../../format/intl.js';
import { useThumbnail } from '../../stores/thumbnails.js';
import type { PictureSize } from '../../stores/thumbnails.js';

/**
 * One page of a library item: its picture, a shimmering placeholder while it is drawn, or the kind of
 * file where PrintDesk has nothing to draw it from (see the library README).
 */
export function PagePicture({
  itemId,
  page,
  size,
  label,
  fallback,
}: {
  itemId: string;
  page: number;
  size: PictureSize;
  /** Says what the picture shows, e.g. "brochure.pdf, page 1". */
  label: string;
  /** Shown when there is no picture, e.g. "PDF". */
  fallback: string;
}) {
  const picture = useThumbnail(itemId, page, size);
  const intl = useAppIntl();
  // Decoded off the main thread: a grid scrolled fast lands many pictures at once.
  if (picture.state === 'ready')
    return <img className="page-picture" src={picture.dataUrl} alt={label} decoding="async" />;
  if (picture.state === 'loading')
    return (
      <span
        className="page-picture skeleton"
        role="img"
        aria-label={intl.formatMessage({ id: 'library.pagePicture.loading' }, { label })}
        aria-busy="true"
      />
    );
  return (
    <span
      className="page-picture"
      data-empty=""
      role="img"
      aria-label={intl.formatMessage({ id: 'library.pagePicture.noPreview' }, { label })}
    >
      {fallback}
    </span>
  );
}
