import { useEffect } from 'react';
import { pictureKey, useThumbnails, wantThumbnail } from '../../stores/thumbnails.js';
import type { Picture, PictureSize } from '../../stores/thumbnails.js';

/** The picture of a page, asked for while the calling component is mounted and lacks it. */
export function useThumbnail(itemId: string, page: number, size: PictureSize): Picture {
  const picture = useThumbnails((state) => state.pictures.get(pictureKey(itemId, page, size)));
  const missing = picture === undefined;
  useEffect(() => (missing ? wantThumbnail(itemId, page, size) : undefined), [itemId, page, size, missing]);
  return picture ?? { state: 'loading' };
}

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
  // Decoded off the main thread: a grid scrolled fast lands many pictures at once.
  if (picture.state === 'ready')
    return <img className="page-picture" src={picture.dataUrl} alt={label} decoding="async" />;
  if (picture.state === 'loading')
    return (
      <span className="page-picture skeleton" role="img" aria-label={`${label} (loading)`} aria-busy="true" />
    );
  return (
    <span className="page-picture" data-empty="" role="img" aria-label={`${label}: no preview`}>
      {fallback}
    </span>
  );
}
