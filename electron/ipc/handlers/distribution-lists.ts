/** Distribution lists: saved lists of recipients, and the preview of a CSV import into one. */
import { previewImport } from '../../app/addresses/list-import.js';
import type { Handlers } from '../router.js';
import type { HandlerContext } from './context.js';

type ListHandlers = Pick<
  Handlers,
  'lists.list' | 'lists.get' | 'lists.save' | 'lists.delete' | 'lists.previewImport'
>;

export function distributionListHandlers({ distributionLists: lists }: HandlerContext): ListHandlers {
  return {
    'lists.list': async () => ({ lists: await lists.list() }),
    'lists.get': ({ listId }) => lists.get(listId),
    'lists.save': (input) => lists.save(input),
    'lists.delete': async ({ listId }) => {
      await lists.remove(listId);
      return { ok: true };
    },
    'lists.previewImport': async ({ csv, mapping }) => previewImport(csv, mapping),
  };
}
