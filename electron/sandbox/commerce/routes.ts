/** Every commerce operation of the sandbox: orders and quotes, addresses, the account. */
import type { Route } from '../routes.js';
import { accountRoutes } from './account.js';
import { addressRoutes } from './address-book.js';
import { orderRoutes } from './order-routes.js';

export const commerceRoutes: Route[] = [...orderRoutes, ...addressRoutes, ...accountRoutes];
