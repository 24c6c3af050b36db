import { useState } from 'react';
import { Button } from '../../components/button.js';
import { PagePicture } from './page-picture.js';

const firstPages = 4;
const morePages = 8;

/**
 * The item's pages as pictures, a few at first and more on demand. A document shows the pages of
 * its first section's print file (the only part of a document PrintDesk can draw).
 */
export function PageStrip({
  itemId,
  name,
  pageCount,
  fallback,
}: {
  itemId: string;
  name: string;
  /** Pages of the item; null when the service does not say (one picture is still tried). */
  pageCount: number | null;
  fallback: string;
}) {
  const pages = pageCount ?? 1;
  const [shown, setShown] = useState(Math.min(pages, firstPages));
  return (
    <section className="page-strip" aria-label="Pages">
      <ul>
        {Array.from({ length: shown }, (_, index) => (
          <li key={index}>
            <PagePicture
              itemId={itemId}
              page={index + 1}
              size={320}
              label={`${name}, page ${index + 1}`}
              fallback={fallback}
            />
            <span className="muted">{index + 1}</span>
          </li>
        ))}
      </ul>
      {shown < pages && (
        <Button size="small" onClick={() => setShown(Math.min(pages, shown + morePages))}>
          More pages ({pages - shown} left)
        </Button>
      )}
    </section>
  );
}
