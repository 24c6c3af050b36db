import { useAppIntl } from '../format/intl.js';

/**
 * What a page's picture is: being drawn, drawn, or not to be had (PrintDesk has no local copy of the
 * file to draw it from, or drawing failed). `stores/thumbnails.ts` holds them in this shape.
 */
export type Picture = { state: 'loading' } | { state: 'ready'; dataUrl: string } | { state: 'none' };

/**
 * One page of a print file: its picture, a shimmering placeholder in the same box while it is drawn,
 * or `fallback` where there is nothing to draw it from. Its accessible name is `label` in each state.
 */
export function PagePicture({
  picture,
  label,
  fallback,
}: {
  picture: Picture;
  /** Says what the picture shows, e.g. "brochure.pdf, page 1". */
  label: string;
  /** Shown when there is no picture, e.g. "PDF" or the page's number. */
  fallback: string;
}) {
  const intl = useAppIntl();
  // Decoded off the main thread: a grid scrolled fast lands many pictures at once.
  if (picture.state === 'ready')
    return <img className="page-picture" src={picture.dataUrl} alt={label} decoding="async" />;
  if (picture.state === 'loading')
    return (
      <span
        className="page-picture skeleton"
        role="img"
        aria-label={intl.formatMessage({ id: 'shell.pagePicture.loading' }, { label })}
        aria-busy="true"
      />
    );
  return (
    <span
      className="page-picture"
      data-empty=""
      role="img"
      aria-label={intl.formatMessage({ id: 'shell.pagePicture.noPreview' }, { label })}
    >
      {fallback}
    </span>
  );
}
