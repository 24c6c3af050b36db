/** Distribution lists: saved lists of recipients, and the preview of a CSV import into one. */
import type { Handlers } from '../router.js';
import { previewImport } from '../../app/addresses/list-import.js';
import type { CoreContext } from './context.js';

type ListHandlers = Pick<
  Handlers,
  'lists.list' | 'lists.get' | 'lists.save' | 'lists.delete' | 'lists.previewImport'
>;

export function distributionListHandlers(ctx: CoreContext): ListHandlers {
  return {
    'lists.list': async () => ({ lists: await ctx.distributionLists.list() }),
    'lists.get': ({ listId }) => ctx.distributionLists.get(listId),
    'lists.save': (input) => ctx.distributionLists.save(input),
    async 'lists.delete'({ listId }) {
      await ctx.distributionLists.remove(listId);
      return { ok: true };
    },
    'lists.previewImport': async ({ csv, mapping }) => previewImport(csv, mapping),
  };
}
