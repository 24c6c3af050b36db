/**
 * How an operation plugs into the sandbox server (storage routes here, commerce routes in
 * ./commerce/routes.ts). See README.md for the whole extension API.
 *
 * For the commerce side (H2), in short:
 * - export `commerceRoutes(orderClock): Route[]` from ./commerce/routes.ts; each route has an `operation`
 *   name (used by fault injection: `{"routes": ["GetQuote"]}`), a method and a path pattern
 *   (`/ord/Orders/{orderFriendlyId}/GetOrderHistory`; matching is case-insensitive, `{name}` is
 *   one decoded segment, `{*name}` the decoded rest of the path);
 * - a handler gets a `RequestContext`: the calling `user` (its `id` scopes everything), `await
 *   ctx.json()` for the parsed body (malformed JSON is already a 400), `ctx.params`, `ctx.query`,
 *   `ctx.now()`, and `ctx.state` (read with get/all/find/filter; change only inside
 *   `ctx.state.transact(tx => { tx.put(...) })`, which serializes and makes the change durable);
 * - it returns a `Reply`: `{ body, xml: { root, ns, items?, rename?, enums? } }` (the server writes
 *   JSON or XML per the Accept header; give enums as ints and name them in `xml.enums`), or
 *   `{ status: 204 }`;
 * - bad input: throw `invalidField('Recipients[0].Address.City', 'is required')` or
 *   `notFound('order', id)` or `new SandboxError(status, 'PascalCaseCode', message)` from ./errors.ts;
 * - the field readers of ./fields.ts give 400s that name the field;
 * - seed data: export `seedCommerce` from ./commerce/seed.ts (called once when a user is seeded).
 */
import type { IncomingMessage } from 'node:http';
import type { MarketId } from '../../shared/models/markets.js';
import type { StateStore, Transaction } from './state.js';
import type { ItemRecord } from './records.js';
import type { SandboxUser } from './users.js';
import type { XmlNaming } from './xml.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestContext {
  /** The operation name of the matched route (fault routing, logs). */
  readonly operation: string;
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readonly accept: 'json' | 'xml';
  readonly user: SandboxUser;
  /** The market the sandbox serves: its catalog, prices, shipping, tax and calendar. */
  readonly market: MarketId;
  readonly state: StateStore;
  /** The data folder (store item contents live under `files/`). */
  readonly dataDir: string;
  /** The raw request, for streaming bodies (uploads). */
  readonly req: IncomingMessage;
  now(): Date;
  /** The largest body an upload may stream (null: no limit); a declared larger one is already a 413. */
  readonly maxUploadBytes: number | null;
  /** The JSON body; 400 when it is empty, not JSON, or not an object. */
  json(): Promise<Record<string, unknown>>;
}

export type Reply =
  { readonly status?: 200 | 201; readonly body: unknown; readonly xml: XmlNaming } | { readonly status: 204 };

export interface Route {
  readonly method: HttpMethod;
  readonly pattern: string;
  readonly operation: string;
  handler(ctx: RequestContext): Promise<Reply> | Reply;
}

/** What the commerce side gets when a user is seeded: the user and the sample store items just made. */
export interface CommerceSeedInput {
  readonly user: SandboxUser;
  /** The seeded print files (with `pageCount`), and documents made from templates. */
  readonly printFiles: readonly ItemRecord[];
  readonly documents: readonly ItemRecord[];
  readonly market: MarketId;
  readonly now: Date;
}

/**
 * Seeds addresses and historic orders for a new user, inside the same transaction as its folders
 * and files. Order records go in the `orders` collection with at least `userId` and `friendlyId`
 * (that is how `startSandbox` reports `orderFriendlyIds`).
 */
export type CommerceSeed = (tx: Transaction, input: CommerceSeedInput) => void;
