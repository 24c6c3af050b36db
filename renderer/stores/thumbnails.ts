/**
 * Page pictures of library items, asked of the core only for what is on screen: a cell asks when it
 * mounts and lets go when it scrolls away, and a request still waiting when nobody wants it any more
 * is never sent. The newest wishes go first (after a fast scroll, the cells now in view), a few at
 * a time, and the pictures already seen are kept in memory up to a bound.
 */
import { useEffect } from 'react';
import { getApi } from '../bridge/api.js';
import type { Picture } from '../components/page-picture.js';
import { createStore } from './resettable.js';

export type PictureSize = 160 | 320 | 640;

interface ThumbnailsState {
  /** Pictures by key, oldest first. */
  pictures: ReadonlyMap<string, Picture>;
}

const inFlightMax = 3;
const keptMax = 600;

export const useThumbnails = createStore<ThumbnailsState>(() => ({ pictures: new Map() }));

interface Wish {
  itemId: string;
  page: number;
  size: PictureSize;
  /** Cells showing it now. */
  wanted: number;
}
const wishes = new Map<string, Wish>();
let inFlight = 0;
/** Bumped when every picture is forgotten, so an answer to an older request is not kept. */
let generation = 0;

export const pictureKey = (itemId: string, page: number, size: PictureSize) => `${itemId}:${page}:${size}`;

function setPicture(key: string, picture: Picture) {
  const pictures = new Map(useThumbnails.getState().pictures);
  pictures.delete(key);
  pictures.set(key, picture);
  for (const old of pictures.keys()) {
    if (pictures.size <= keptMax) break;
    if (!wishes.get(old)?.wanted) pictures.delete(old);
  }
  useThumbnails.setState({ pictures });
}

function pump() {
  while (inFlight < inFlightMax) {
    const next = [...wishes].reverse().find(([key, wish]) => wish.wanted > 0 && !isSettled(key));
    if (!next) return;
    const [key, wish] = next;
    wishes.delete(key);
    inFlight += 1;
    setPicture(key, { state: 'loading' });
    const asked = generation;
    const keep = (picture: Picture) => asked === generation && setPicture(key, picture);
    const api = getApi();
    api['library.thumbnail']({ itemId: wish.itemId, page: wish.page, size: wish.size })
      .then(
        (reply) => keep(reply ? { state: 'ready', dataUrl: reply.dataUrl } : { state: 'none' }),
        () => keep({ state: 'none' }),
      )
      .finally(() => {
        inFlight -= 1;
        pump();
      });
  }
}

const isSettled = (key: string) => useThumbnails.getState().pictures.has(key);

/** Asks for a page's picture; the returned function lets go of the wish. */
export function wantThumbnail(itemId: string, page: number, size: PictureSize): () => void {
  const key = pictureKey(itemId, page, size);
  if (isSettled(key)) return () => {};
  const wish = wishes.get(key) ?? { itemId, page, size, wanted: 0 };
  wish.wanted += 1;
  // Re-inserted last: the newest wish is served first.
  wishes.delete(key);
  wishes.set(key, wish);
  queueMicrotask(pump);
  return () => {
    wish.wanted -= 1;
    if (wish.wanted <= 0 && wishes.get(key) === wish) wishes.delete(key);
  };
}

/** Forgets every picture and wish: when the account or the print service changes (stores/app.ts), and after a test. */
export function forgetThumbnails() {
  generation += 1;
  wishes.clear();
  useThumbnails.setState({ pictures: new Map() });
}

/** The picture of a page, asked for while the calling component is mounted and lacks it. */
export function useThumbnail(itemId: string, page: number, size: PictureSize): Picture {
  const picture = useThumbnails((state) => state.pictures.get(pictureKey(itemId, page, size)));
  const missing = picture === undefined;
  useEffect(() => (missing ? wantThumbnail(itemId, page, size) : undefined), [itemId, page, size, missing]);
  return picture ?? { state: 'loading' };
}
