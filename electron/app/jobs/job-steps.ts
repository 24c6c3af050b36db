/**
 * A job's steps as print-service calls: make the document, price it, place the order, and the two
 * look-ups that settle a step whose answer was lost (the document by its name and reference in the
 * library, the order by the reference it was placed with).
 */
import type { PrintServiceClient } from '../../print-service/client.js';
import { PaymentMethodType, shippingMethods } from '../../print-service/models/enums.js';
import type { OrderRequest } from '../../print-service/models/order-requests.js';
import type { JobQuote, JobRecord } from './job-record.js';
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
        Content: [{ Source: job.fileId, Range: `[1,${job.pageCount}]` }],
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
  const shippingMethodId = job.plan.shippingMethodId ?? defaultShippingMethodId;
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

export async function priceOrder(
  client: PrintServiceClient,
  request: OrderRequest,
  signal: AbortSignal,
): Promise<JobQuote> {
  const quote = await client.orders.getQuote(request, { signal });
  const recipient = quote.RecipientDetails[0];
  const shipDate = recipient?.ExpectedShipDate ?? quote.EarliestPossibleShipDate;
  const deliveryDate = recipient?.ExpectedDeliveryDate ?? quote.EarliestExpectedDeliveryDate;
  return {
    total: quote.FinancialDetail.Total,
    ...(shipDate ? { shipDate } : {}),
    ...(deliveryDate ? { deliveryDate } : {}),
  };
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

/** The order an earlier attempt of this job placed, if any. */
export async function findOrder(
  client: PrintServiceClient,
  reference: string,
  signal: AbortSignal,
): Promise<string | undefined> {
  const found = await client.orders.findOrders(reference, { signal });
  return found.Orders[0]?.OrderFriendlyId;
}
