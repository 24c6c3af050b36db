/** Documents, quotes, orders and addresses: the print service's own objects, in their wire shape. */
import {
  PaymentMethodType,
  SalutationType,
  StoreItemLevelOfDetail,
  WellKnownFolder,
  shippingMethods,
} from '../../print-service/models/enums.js';
import { addressRequestOf } from '../../print-service/models/addresses.js';
import type { AddressRequest, RESTAddress } from '../../print-service/models/addresses.js';
import type {
  OrderRequest,
  PaymentMethodRequest,
  RecipientRequest,
} from '../../print-service/models/order-requests.js';
import type { ParsedInput } from '../contract.js';
import type { AddressInput } from '../contract/orders.js';
import { AppError } from '../errors.js';
import type { Handlers } from '../router.js';
import type { CoreContext } from './context.js';

type CommerceHandlers = Pick<
  Handlers,
  | 'documents.templates'
  | 'documents.new'
  | 'documents.save'
  | 'documents.update'
  | 'documents.xml'
  | 'quotes.newOrderTemplate'
  | 'quotes.newProductTemplate'
  | 'quotes.shippingOptions'
  | 'quotes.order'
  | 'quotes.item'
  | 'orders.history'
  | 'orders.recent'
  | 'orders.place'
  | 'orders.status'
  | 'orders.tracking'
  | 'addresses.main'
  | 'addresses.list'
  | 'addresses.create'
>;

type ParsedAddress = Exclude<ParsedInput<'addresses.create'>['address'], undefined>;

const defaultShippingMethodId = shippingMethods[0].Id;

function fromInput(address: ParsedAddress): AddressRequest {
  return { ...address };
}

/** The user's main address, or null when the service has none (a 404). */
async function mainAddress(ctx: CoreContext): Promise<RESTAddress | null> {
  try {
    return await ctx.client().addresses.getUserMainAddress();
  } catch (error) {
    if ((error as { kind?: string }).kind === 'not-found') return null;
    throw error;
  }
}

type Draft = ParsedInput<'quotes.order'>;

/** The recipients' addresses: one, or every row of a distribution list. */
async function recipientAddresses(ctx: CoreContext, draft: Draft): Promise<AddressRequest[]> {
  const recipient = draft.recipient;
  if (recipient.kind === 'new') return [fromInput(recipient.address)];
  if (recipient.kind === 'list') {
    const list = await ctx.distributionLists.get(recipient.listId);
    return list.recipients.map(fromInput);
  }
  if (recipient.kind === 'main') {
    const main = await mainAddress(ctx);
    if (!main)
      throw new AppError('not-found', 'There is no main address on this account: add one in Account.');
    return [addressRequestOf(main)];
  }
  const saved = (await ctx.addressBook.list(ctx.accountScope())).find((a) => a.Id === recipient.addressId);
  const main = saved ? null : await mainAddress(ctx);
  const found = saved ?? (main?.Id === recipient.addressId ? main : null);
  if (!found)
    throw new AppError('not-found', 'That saved address is no longer known: choose another recipient.');
  return [addressRequestOf(found)];
}

/**
 * The newest, hint-less payment form. Type 1 with `CreditLimit` is observed; 2 (`CorporateAccount`)
 * and 3 (`UserPCardPaymentMethod`) are inferred from the order of the sub-objects
 * (docs/service-facts.md §3.1 and §7): the user sees plain choices, the doubt stays here.
 */
function paymentMethod(payment: Draft['payment']): PaymentMethodRequest {
  switch (payment.kind) {
    case 'creditLimit':
      return { PaymentMethodType: PaymentMethodType.values.CreditLimit, CreditLimit: {} };
    case 'corporateAccount':
      return {
        PaymentMethodType: PaymentMethodType.values.CorporateAccount,
        CorporateAccount: { Id: payment.accountId },
      };
    case 'card': {
      const [year, month] = payment.expires.split('-').map(Number) as [number, number];
      return {
        PaymentMethodType: PaymentMethodType.values.UserPCard,
        UserPCardPaymentMethod: {
          UserPCardId: null,
          Name: payment.nameOnCard,
          // The card is good through the last day of its month.
          ExpirationDate: new Date(Date.UTC(year, month, 0)).toISOString(),
          Number: payment.number,
          BillingPostalCode: payment.billingPostalCode,
        },
      };
    }
  }
}

/** Turns the Quotes view's draft into the service's OrderRequest. */
export async function toOrderRequest(
  ctx: CoreContext,
  draft: Draft,
  needShipping: boolean,
): Promise<OrderRequest> {
  if (needShipping && !draft.shippingMethodId)
    throw new AppError('invalid-input', 'Choose a shipping method first.', {
      fields: [{ path: 'shippingMethodId', message: 'required' }],
    });
  return {
    LineItems: draft.lines.map((line) => ({
      Name: line.name ?? '',
      StoreItemReference: { Id: line.storeItemId },
      Quantity: line.quantity,
    })),
    Recipients: (await recipientAddresses(ctx, draft)).map((address): RecipientRequest => ({
      Address: address,
      // Shipping options are asked for every method whatever this says: any known method will do.
      ShippingMethodId: draft.shippingMethodId ?? defaultShippingMethodId,
      ...(draft.recipient.kind === 'saved' ? { AddressId: draft.recipient.addressId } : {}),
    })),
    SpecialInstructionCodes: draft.specialInstructionCodes,
    DiscountCodes: draft.discountCodes,
    PaymentMethod: paymentMethod(draft.payment),
    ...(draft.shipFrom ? { ShipFromInfo: draft.shipFrom } : {}),
    Options: {
      AdditionalProcessingHours: draft.additionalProcessingHours,
      TaxExemptStatusEnabled: draft.taxExempt,
      ...(draft.notifications ? { RecipientNotificationOptions: draft.notifications } : {}),
    },
    PackagingSlip: { SalutationType: SalutationType.values.None, Memo: draft.packingSlipMemo },
    ...(draft.reference ? { ReferenceNumber: draft.reference } : {}),
  };
}

export function commerceHandlers(ctx: CoreContext): CommerceHandlers {
  return {
    async 'documents.templates'() {
      const storage = ctx.client().storage;
      const folder = await storage.getFolder({
        WellKnownFolder: WellKnownFolder.values.DocumentTemplatesFolder,
      });
      const found = await storage.findStoreItems({
        FolderId: folder.Id,
        PageInfo: { PageSize: 500, PageNumber: 1 },
        LevelOfDetail: StoreItemLevelOfDetail.values.All,
      });
      // Each template is a store item of the templates folder whose id is the DocumentTemplateId.
      return {
        templates: found.Items.map((item) => ({
          id: item.Id,
          name: item.Name,
          description: item.Description,
        })),
      };
    },
    'documents.new': ({ templateId }) => ctx.client().storage.newDocument(templateId),
    async 'documents.save'({ folderPath, document }) {
      const saved = await ctx.client().storage.createDocument(folderPath, document);
      // The service cannot tell us a document's sections later: remember the first for its picture.
      const first = document.Product.Content[0];
      if (first) await ctx.thumbnails.recordDocument(saved.Id, first.Source);
      return saved;
    },
    async 'documents.update'({ document }) {
      if (!document.Id)
        throw new AppError('invalid-input', 'Save the document before updating it (it has no Id yet).');
      await ctx.client().storage.updateDocument(document);
      return { ok: true };
    },
    async 'documents.xml'({ document }) {
      return { xml: await ctx.client().storage.getDocumentXml(document) };
    },

    'quotes.newOrderTemplate': () => ctx.client().orders.newStoreItemReferenceOrder(),
    'quotes.newProductTemplate': ({ template, documentTemplateId }) =>
      ctx.client().orders.newProduct(template, documentTemplateId),
    'quotes.shippingOptions': async (draft) =>
      ctx.client().orders.getShippingOptions(await toOrderRequest(ctx, draft, false)),
    'quotes.order': async (draft) => ctx.client().orders.getQuote(await toOrderRequest(ctx, draft, true)),
    async 'quotes.item'({ template, documentTemplateId, quantity, shippingMethodId }) {
      const orders = ctx.client().orders;
      const product = await orders.newProduct(template, documentTemplateId);
      const applicationId = product.Product?.ApplicationId;
      if (!applicationId)
        throw new AppError(
          'invalid-response',
          'The service returned an order template without an application id.',
        );
      const main = shippingMethodId ? await mainAddress(ctx) : null;
      return orders.getItemQuote({
        Product: { ApplicationId: applicationId, Quantity: quantity },
        ...(main && shippingMethodId
          ? { Recipients: [{ Address: addressRequestOf(main), ShippingMethodId: shippingMethodId }] }
          : {}),
      });
    },

    'orders.history': ({ friendlyId }) => ctx.client().orders.getOrderHistory(friendlyId),
    'orders.recent': async () => ({ orders: await ctx.recentOrders.list() }),
    'orders.status': async ({ friendlyId }) => ({
      status: await ctx.client().orders.getOrderStatus(friendlyId),
    }),
    'orders.tracking': ({ friendlyId }) => ctx.client().orders.getOrderTracking(friendlyId),
    async 'orders.place'(draft) {
      const receipt = await ctx.client().orders.placeOrder(await toOrderRequest(ctx, draft, true));
      await ctx.recentOrders.add({
        friendlyId: receipt.OrderFriendlyId,
        submitted: receipt.Submitted ?? new Date().toISOString(),
        total: receipt.FinancialDetail.Total,
        source: 'placed',
      });
      return receipt;
    },

    'addresses.main': () => mainAddress(ctx),
    async 'addresses.list'() {
      const [main, saved] = await Promise.all([mainAddress(ctx), ctx.addressBook.list(ctx.accountScope())]);
      const others = saved.filter((a) => a.Id !== main?.Id).map((a) => ({ ...a, IsUserMainAddress: false }));
      return { addresses: main ? [main, ...others] : others };
    },
    async 'addresses.create'({ address, makeMain }) {
      const created = await ctx.client().addresses.createAddress({
        ...(address satisfies AddressInput),
        IsUserMainAddress: makeMain,
      });
      await ctx.addressBook.add(ctx.accountScope(), created);
      return created;
    },
  };
}
