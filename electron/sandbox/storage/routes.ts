/** Every storage operation of the spec (`/dir/StorageService/...`). */
import type { Route } from '../kernel/routes.js';
import { deleteRoutes } from './delete.js';
import { documentRoutes } from './documents.js';
import { folderRoutes } from './folders.js';
import { searchRoutes } from './search.js';
import { uploadRoute } from './upload.js';

export const storageRoutes: readonly Route[] = [
  ...folderRoutes,
  ...searchRoutes,
  ...documentRoutes,
  ...deleteRoutes,
  uploadRoute,
];
