/**
 * Deleting store items (docs/service-facts.md §4.1): `DELETE /dir/StorageService/{folder path}/{file name}` for a
 * print file and `DELETE /dir/StorageService/Document/{folder path}/{document id}` for a document.
 * The folder path is relative to the root, as for uploads. The item is marked deleted rather than
 * dropped, because orders keep naming it; its stored content stays for the same reason.
 */
import { WireGuid } from '../../shared/models/primitives.js';
import { SandboxError, invalidField, notFound } from '../kernel/errors.js';
import type { RequestContext, Route } from '../kernel/routes.js';
import { checkName, folderAtPath } from './folders.js';
import { ITEMS } from '../kernel/records.js';
import type { ItemRecord } from '../kernel/records.js';

/** Splits `{folder path}/{last}`: the folder path must name at least one folder. */
function splitItemPath(path: string, lastName: string): { folderPath: string[]; last: string } {
  const segments = path.split('/').filter((s) => s.trim() !== '');
  if (segments.length < 2)
    throw invalidField('path', `needs a folder path and a ${lastName}, e.g. "Brochures/${lastName}"`);
  const folderPath = segments.slice(0, -1).map((segment) => checkName('path', segment));
  return { folderPath, last: segments[segments.length - 1]!.trim() };
}

async function deleteItem(
  ctx: RequestContext,
  folderPath: readonly string[],
  matches: (item: ItemRecord) => boolean,
  describe: string,
): Promise<void> {
  await ctx.state.transact((tx) => {
    const folder = folderAtPath(tx, ctx.user.id, folderPath);
    if (!folder) throw notFound('folder', folderPath.join('/'));
    const item = tx.find<ItemRecord>(
      ITEMS,
      (i) => i.folderId === folder.id && i.userId === ctx.user.id && i.deleted === undefined && matches(i),
    );
    if (!item) throw new SandboxError(404, 'NotFound', `${describe} was not found in "${folder.name}"`);
    const now = ctx.now().toISOString();
    tx.put<ItemRecord>(ITEMS, { ...item, deleted: now, lastModified: now, lastModifiedBy: ctx.user.id });
  });
}

export const deleteRoutes: Route[] = [
  {
    method: 'DELETE',
    pattern: '/dir/StorageService/Document/{*path}',
    operation: 'DeleteDocument',
    async handler(ctx) {
      const { folderPath, last } = splitItemPath(ctx.params.path ?? '', 'document id');
      const documentId = WireGuid.safeParse(last);
      if (!documentId.success) throw invalidField('documentId', `"${last.slice(0, 60)}" is not a GUID`);
      const id = documentId.data;
      await deleteItem(ctx, folderPath, (i) => i.type === 'Document' && i.id === id, `document ${last}`);
      return { status: 204 };
    },
  },
  {
    method: 'DELETE',
    pattern: '/dir/StorageService/{*path}',
    operation: 'DeletePrintFile',
    async handler(ctx) {
      const { folderPath, last } = splitItemPath(ctx.params.path ?? '', 'file name');
      const name = last.toLowerCase();
      await deleteItem(
        ctx,
        folderPath,
        (i) => i.type === 'Printfile' && i.name.toLowerCase() === name,
        `print file "${last}"`,
      );
      return { status: 204 };
    },
  },
];
