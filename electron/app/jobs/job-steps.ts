/**
 * A job's steps as print-service calls: make the document, price it, place the order, and the two
 * look-ups that settle a step whose answer was lost (the document by its name and reference in the
 * library, the order by the reference it was placed with, where the service offers that).
 */
import type { PrintServiceClient } from '../../print-service/client.js';
import { PrintServiceError } from '../../shared/models/print-service-error.js';
import { PaymentMethodType, shippingMethods } from '../../shared/models/enums.js';
import type { Currency } from '../../shared/models/markets.js';
import { moneyOf } from '../../shared/models/money.js';
import type { OrderRequest } from '../../shared/models/order-requests.js';
import type { JobQuote, JobRecord, PricedQuote } from './job-record.js';
import type { JobAddress } from './job-recipients.js';

const defaultShippingMethodId = shippingMethods[0].Id;

/** Creates the document (all the file's pages, in the file's remote folder); resolves to its id. */
export async function saveDocument(
  client: PrintServiceClient,
  job: JobRecord,
  signal: AbortSignal,
): Promise<string> {
  const saved = await client.storage.createDocument(
    job.remoteFolder,
    {
      Name: job.documentName,
      ReferenceData: job.reference,
      Product: {
        // The fixed copy where the preflight fixed the file (job-fixes.ts).
        Content: [{ Source: job.fixed?.fileId ?? job.fileId, Range: `[1,${job.pageCount}]` }],
        DocumentTemplateId: job.plan.templateId,
      },
    },
    { signal },
  );
  return saved.Id;
}

/** The document an earlier attempt of this job stored, if the library has it. */
export async function findDocument(
  client: PrintServiceClient,
  job: JobRecord,
  signal: AbortSignal,
): Promise<string | undefined> {
  const found = await client.storage.findStoreItems(
    {
      Name: job.documentName,
      ReferenceData: job.reference,
      Type: 'Document',
      PageInfo: { PageSize: 50, PageNumber: 1 },
    },
    { signal },
  );
  const wanted = job.documentName.toLowerCase();
  // A name already taken in the folder comes back as `name (N)`.
  const item = found.Items.find((i) => {
    const name = i.Name.toLowerCase();
    return !i.IsDeleted && (name === wanted || /^ \(\d+\)$/.test(name.slice(wanted.length)));
  });
  return item?.Id;
}

/** The order (and its quote) as the service takes it: one recipient per resolved address. */
export function orderRequestOf(
  job: JobRecord,
  documentId: string,
  recipients: readonly JobAddress[],
): OrderRequest {
  if (job.plan.action === 'document') throw new Error('A document job has no order.');
  // The method its need-by date chose, else the preset's.
  const shippingMethodId = job.delivery?.methodId ?? job.plan.shippingMethodId ?? defaultShippingMethodId;
  return {
    LineItems: [
      { Name: job.documentName, StoreItemReference: { Id: documentId }, Quantity: job.plan.quantity },
    ],
    Recipients: recipients.map(({ address, addressId }) => ({
      Address: address,
      ShippingMethodId: shippingMethodId,
      ...(addressId ? { AddressId: addressId } : {}),
    })),
    PaymentMethod: { PaymentMethodType: PaymentMethodType.values.CreditLimit, CreditLimit: {} },
    ReferenceNumber: job.reference,
  };
}

/** The quote, its total in `currency`: the one the service prices in now (its market's). */
export async function priceOrder(
  client: PrintServiceClient,
  request: OrderRequest,
  currency: Currency,
  signal: AbortSignal,
): Promise<PricedQuote> {
  const quote = await client.orders.getQuote(request, { signal });
  const recipient = quote.RecipientDetails[0];
  const shipDate = recipient?.ExpectedShipDate ?? quote.EarliestPossibleShipDate;
  const deliveryDate = recipient?.ExpectedDeliveryDate ?? quote.EarliestExpectedDeliveryDate;
  return {
    total: moneyOf(quote.FinancialDetail.Total, currency),
    ...(shipDate ? { shipDate } : {}),
    ...(deliveryDate ? { deliveryDate } : {}),
    ...(quote.CutoffDate ? { cutoff: quote.CutoffDate } : {}),
  };
}

/** What a quote shows (on the job's row and its shared record): not the cut-off it was judged by. */
export function shownQuote({ cutoff: _, ...shown }: PricedQuote): JobQuote {
  return shown;
}

/** Places the order; resolves to its friendly id. Never retried blindly: see `findOrder`. */
export async function placeOrder(
  client: PrintServiceClient,
  request: OrderRequest,
  signal: AbortSignal,
): Promise<string> {
  const receipt = await client.orders.placeOrder(request, { signal });
  return receipt.OrderFriendlyId;
}

/** What a look-up of an order by its reference found. */
export type OrderLookUp =
  | { readonly kind: 'found'; readonly orderFriendlyId: string }
  | { readonly kind: 'none' }
  /** The service offers no look-up by reference (the real one: docs/service-facts.md §4.2). */
  | { readonly kind: 'unsupported' };

/** Clients whose service answered FindOrders as an operation it does not have: asked once, remembered. */
const withoutFindOrders = new WeakSet<PrintServiceClient>();

/** The order an earlier attempt of this job placed, if the service can say. */
export async function lookUpOrder(
  client: PrintServiceClient,
  reference: string,
  signal: AbortSignal,
): Promise<OrderLookUp> {
  if (withoutFindOrders.has(client)) return { kind: 'unsupported' };
  try {
    const found = await client.orders.findOrders(reference, { signal });
    const first = found.Orders[0];
    return first ? { kind: 'found', orderFriendlyId: first.OrderFriendlyId } : { kind: 'none' };
  } catch (error) {
    if (!isUnknownOperation(error)) throw error;
    withoutFindOrders.add(client);
    return { kind: 'unsupported' };
  }
}

/** 404 or 405 on the operation's path, or a refusal that names it unknown: the service has no such operation. */
function isUnknownOperation(error: unknown): boolean {
  if (!(error instanceof PrintServiceError)) return false;
  if (error.status === 404 || error.status === 405 || error.status === 501) return true;
  const said = `${error.serviceCode ?? ''} ${error.serviceMessage ?? ''}`;
  return (
    error.status === 400 && /unknown operation|not supported|no such operation|EndpointNotFound/i.test(said)
  );
}
