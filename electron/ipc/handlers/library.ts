/** Folders and store items of the print library. */
import type { Handlers } from '../router.js';
import type { HandlerContext } from './context.js';

type LibraryHandlers = Pick<
  Handlers,
  | 'library.tree'
  | 'library.createFolder'
  | 'library.renameFolder'
  | 'library.search'
  | 'library.item'
  | 'library.deleteItem'
  | 'library.thumbnail'
  | 'library.findings'
>;

export function libraryHandlers({ library, preflight }: HandlerContext): LibraryHandlers {
  return {
    'library.tree': () => library.tree(),
    'library.createFolder': (input) => library.createFolder(input),
    'library.renameFolder': async (input) => {
      await library.renameFolder(input);
      return { ok: true };
    },
    'library.search': (input) => library.search(input),
    'library.item': ({ itemId }) => library.item(itemId),
    'library.deleteItem': async ({ itemId }) => {
      await library.deleteItem(itemId);
      return { ok: true };
    },
    'library.thumbnail': async (input) => {
      const dataUrl = await library.picture(input);
      return dataUrl ? { dataUrl } : null;
    },
    'library.findings': ({ itemId }) => preflight.itemFindings(itemId),
  };
}
