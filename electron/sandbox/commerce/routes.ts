/** Every commerce operation of the sandbox: orders and quotes, addresses, the account. */
import type { Route } from '../kernel/routes.js';
import { accountRoutes } from './account.js';
import { addressRoutes } from './address-book.js';
import { orderProgressRoutes } from './order-progress-routes.js';
import type { OrderClock } from './order-progress.js';
import { orderRoutes } from './order-routes.js';
import { orderSearchRoutes } from './order-search.js';

export function commerceRoutes(orderClock: OrderClock): Route[] {
  return [
    ...orderRoutes,
    ...orderSearchRoutes,
    ...orderProgressRoutes(orderClock),
    ...addressRoutes,
    ...accountRoutes,
  ];
}
