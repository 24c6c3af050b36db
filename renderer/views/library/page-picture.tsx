import { PagePicture } from '../../components/page-picture.js';
import { useThumbnail } from '../../stores/thumbnails.js';
import type { PictureSize } from '../../stores/thumbnails.js';

/**
 * One page of a library item as a picture (components/page-picture.tsx), asked of the core while it
 * is on screen; the kind of file where PrintDesk has nothing to draw it from (see the library README).
 */
export function ItemPagePicture({
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
  return <PagePicture picture={picture} label={label} fallback={fallback} />;
}
