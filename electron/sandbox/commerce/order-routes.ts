/**
 * The order operations: shipping options, quotes, placing an order, and the blank
 * order templates (NewStoreItemReferenceOrder, NewProduct) with the item quote that goes with them.
 */
import { randomUUID } from 'node:crypto';
import { PaymentMethodType, SalutationType } from '../../shared/models/enums.js';
import { invalidField, notFound, SandboxError } from '../kernel/errors.js';
import {
  optionalArray,
  optionalInt,
  optionalObject,
  optionalString,
  requiredGuid,
} from '../kernel/fields.js';
import type { Reply, RequestContext, Route } from '../kernel/routes.js';
import type { StateReader } from '../kernel/state.js';
import { parseRange } from '../storage/documents.js';
import { visibleItem } from '../kernel/records.js';
import type { SandboxUser } from '../kernel/users.js';
import { XML_NS } from '../kernel/xml.js';
import { mainAddress, recipientAddressOf } from './address-book.js';
import { marketRules } from '../market/market-rules.js';
import type { MarketRules } from '../market/market-rules.js';
import { toDecimal } from '../market/money.js';
import { placeOrder } from './order-records.js';
import { printJobOf, readOrderRequest, toPricing } from './order-request.js';
import type { OrderDraft } from './order-request.js';
import { copyThickness, deliveryOptions, jobWeight, priceLine, priceOrder } from './pricing.js';
import type { PricedOrder, PrintJob } from './pricing.js';
import { forXml, freshIds, groupedDetails, groupsForXml, quoteBody, quoteXmlNaming } from './quote-body.js';
import { shipSchedule } from './schedule.js';
import { GROUND_METHOD_ID } from '../market/shipping.js';
import { formatLocal, formatUtc } from '../market/zoned-time.js';

type Body = Readonly<Record<string, unknown>>;
type Json = Record<string, unknown>;

/** The placeholder id blank order templates carry where the client must fill in a store item (docs/service-facts.md §3.4). */
const PLACEHOLDER_ID = '00000000-0000-0000-0000-000000000001';

async function readDraft(
  ctx: RequestContext,
  needShippingMethod: boolean,
  needPayment: boolean,
): Promise<OrderDraft> {
  return readOrderRequest(marketRules(ctx.market).catalog, ctx.state, ctx.user.id, await ctx.json(), {
    needShippingMethod,
    needPayment,
  });
}

function price(rules: MarketRules, draft: OrderDraft, now: Date): PricedOrder {
  return priceOrder(rules, toPricing(draft, now));
}

function shippingOptionsReply(ctx: RequestContext, draft: OrderDraft): Reply {
  const rules = marketRules(ctx.market);
  const { earliestShip, earliestShipDay } = shipSchedule(rules.calendar, ctx.now(), 0);
  const options = deliveryOptions(rules, draft.lines, earliestShipDay);
  return {
    body: {
      AdditionalProcessingHoursAllowed: draft.options.additionalProcessingHours,
      ShipDate: formatUtc(earliestShip),
      AvailableDeliveryOptionsPerRecipient: draft.recipients.map((recipient) => ({
        RecipientId: randomUUID(),
        RecipientReferenceData: recipient.referenceData,
        DeliveryOptionQuotes: options.map((option) => ({
          ShippingMethodDetail: { Id: option.shippingMethod.id, Name: option.shippingMethod.name },
          DeliveryCommitmentDate: formatLocal(option.commitment),
          DeliveryCharge: toDecimal(option.charge),
        })),
      })),
    },
    xml: {
      root: 'OrderAvailableDeliveryOptions',
      ns: XML_NS.eslOrder,
      items: {
        AvailableDeliveryOptionsPerRecipient: 'RecipientAvailableDeliveryOptions',
        DeliveryOptionQuotes: 'DeliveryOptionQuote',
      },
    },
  };
}

/** A recipient of a blank order template: the user's main address by Ground, ready to quote. */
function templateRecipients(state: StateReader, user: SandboxUser): Json[] {
  const main = mainAddress(state, user.id)?.address;
  if (!main) return [];
  return [
    {
      Address: recipientAddressOf(main),
      ReferenceData: '',
      ShipmentNumber: 0,
      SignatureReleaseType: 0,
      ShippingMethodId: GROUND_METHOD_ID,
      DistributionListId: null,
      AddressId: main.Id,
    },
  ];
}

/** Everything a blank order template carries besides what it orders. */
function templateOrderCommon(state: StateReader, user: SandboxUser): Json {
  return {
    Recipients: templateRecipients(state, user),
    PaymentMethod: { PaymentMethodType: PaymentMethodType.values.CreditLimit, CreditLimit: {} },
    // One empty code, as the service's blank order carries (docs/service-facts.md §4.2).
    SpecialInstructionCodes: [{ Code: '' }],
    DiscountCodes: [],
    ShipFromInfo: {
      FirstName: user.firstName,
      LastName: user.lastName,
      Email: user.email,
      CompanyName: mainAddress(state, user.id)?.address.CompanyName ?? '',
      TelephoneNumber: user.daytimePhoneNumber,
    },
    OrderOptions: {
      AdditionalProcessingHours: 0,
      TaxExemptStatusEnabled: false,
      RecipientNotificationOptions: { ShouldNotifyRecipients: false, IncludeSenderContactInformation: false },
    },
    PackagingSlip: { SalutationType: SalutationType.values.None, Memo: '' },
    ReferenceNumber: '',
    OrderFriendlyId: '',
  };
}

const templateItemNames = {
  Recipients: 'Recipient',
  SpecialInstructionCodes: 'SpecialInstructionCode',
  DiscountCodes: 'DiscountCode',
  ItemCustomFieldValues: 'ItemCustomFieldValue',
};

/**
 * What an item quote prints. `Product.ApplicationId` names either a document template (NewProduct
 * puts the template's id there) or one of the caller's documents or print files. With a template,
 * `Product.Content` sections (print files and page ranges) give the pages; without them the
 * template's standard product is quoted.
 */
function itemQuoteJob(rules: MarketRules, state: StateReader, userId: string, product: Body): PrintJob {
  const id = requiredGuid(product, 'ApplicationId', 'Product');
  const template = rules.catalog.findTemplate(id);
  if (!template) {
    const item = visibleItem(state, userId, id);
    if (!item) {
      throw new SandboxError(
        404,
        'NotFound',
        `Product.ApplicationId: no document template or store item ${id}`,
      );
    }
    return printJobOf(rules.catalog, item, 'Product.ApplicationId');
  }
  const contentKey = product.Content !== undefined ? 'Content' : 'content';
  const sections = optionalArray(product, contentKey, 'Product') ?? [];
  if (sections.length === 0) return { template, pageCount: template.standardPageCount, sectionCount: 1 };
  let pageCount = 0;
  sections.forEach((entry, index) => {
    const field = `Product.${contentKey}[${index}]`;
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      throw invalidField(field, 'expected a section object');
    }
    const section = entry as Body;
    const source = requiredGuid(section, 'Source', field);
    const file = visibleItem(state, userId, source);
    if (!file || file.userId === null || file.type !== 'Printfile') {
      throw new SandboxError(404, 'NotFound', `${field}.Source: print file ${source} was not found`);
    }
    // Broken files and ranges past the last page are taken as written (docs/sandbox-refusals.md).
    const range = optionalString(section, 'Range', field) ?? `[1,${file.pageCount}]`;
    const [first, last] = parseRange(`${field}.Range`, range);
    pageCount += last - first + 1;
  });
  if (pageCount > template.maxPages) {
    throw invalidField(
      `Product.${contentKey}`,
      `${pageCount} pages; '${template.name}' takes at most ${template.maxPages}`,
    );
  }
  return { template, pageCount, sectionCount: sections.length };
}

function itemQuoteReply(ctx: RequestContext, body: Body): Reply {
  const product = optionalObject(body, 'Product');
  if (!product) throw invalidField('Product', 'is required (ApplicationId and Quantity)');
  const job = itemQuoteJob(marketRules(ctx.market), ctx.state, ctx.user.id, product);
  const quantity = optionalInt(product, 'Quantity', 'Product', { min: 1, max: 100_000 });
  if (quantity === undefined) {
    throw invalidField('Product.Quantity', 'is required (a whole number of copies, at least 1)');
  }
  const line = priceLine(job, quantity);
  const grouped = groupedDetails(line);
  const { width, length } = job.template.construction;
  return {
    body: {
      PricingDetails: {
        ListPrice: toDecimal(line.listPrice),
        Price: toDecimal(line.price),
        ListOneTimeCharge: 0,
        OneTimeCharge: 0,
        ProductionHoursRequired: line.productionHours,
      },
      OfferingDetails: ctx.accept === 'xml' ? groupsForXml(grouped) : grouped,
      // In the market's units: inches and pounds in the US, millimetres and kilograms where the
      // catalogue is metric (docs/service-facts.md §1.1).
      Measurements: {
        Length: length,
        Width: width,
        Height: toDecimal(copyThickness(job) * quantity),
        Height2: toDecimal(copyThickness(job)),
        Weight: toDecimal(jobWeight(job, quantity)),
      },
    },
    xml: {
      root: 'ItemQuote',
      ns: XML_NS.eslOrder,
      items: { OfferingDetails: 'ItemOfferingDetailGroup', Details: 'ItemOfferingDetail' },
    },
  };
}

export const orderRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/ord/Orders/GetShippingOptions',
    operation: 'GetShippingOptions',
    async handler(ctx) {
      return shippingOptionsReply(ctx, await readDraft(ctx, false, false));
    },
  },
  {
    method: 'POST',
    pattern: '/ord/Orders/GetQuote',
    operation: 'GetQuote',
    async handler(ctx) {
      const quote = price(marketRules(ctx.market), await readDraft(ctx, true, false), ctx.now());
      const body = quoteBody(quote, freshIds(quote));
      return { body: ctx.accept === 'xml' ? forXml(body) : body, xml: quoteXmlNaming('OrderQuote') };
    },
  },
  {
    method: 'POST',
    pattern: '/ord/Orders/PlaceOrder',
    operation: 'PlaceOrder',
    async handler(ctx) {
      const body = await ctx.json();
      // Read and priced inside the transaction, so the ordered store items cannot change in between.
      const rules = marketRules(ctx.market);
      const record = await ctx.state.transact((tx) => {
        const draft = readOrderRequest(rules.catalog, tx, ctx.user.id, body, {
          needShippingMethod: true,
          needPayment: true,
        });
        const now = ctx.now();
        return placeOrder(tx, ctx.user, draft, price(rules, draft, now), now);
      });
      const receipt = record.history.Receipt;
      return { body: ctx.accept === 'xml' ? forXml(receipt) : receipt, xml: quoteXmlNaming('OrderReceipt') };
    },
  },
  {
    method: 'GET',
    pattern: '/ord/Orders/NewStoreItemReferenceOrder',
    operation: 'NewStoreItemReferenceOrder',
    handler(ctx) {
      return {
        body: {
          LineItems: [
            {
              Name: '',
              Quantity: 1,
              ItemCustomFieldValues: [],
              StoreItemReference: { Id: PLACEHOLDER_ID, ReferenceData: '', Version: null },
              Description: '',
              ReferenceData: '',
            },
          ],
          ...templateOrderCommon(ctx.state, ctx.user),
        },
        xml: {
          root: 'RESTStoreItemReferenceOrder',
          ns: XML_NS.orders,
          items: { ...templateItemNames, LineItems: 'LineItem' },
        },
      };
    },
  },
  {
    method: 'GET',
    pattern: '/ord/Orders/NewProduct/{template}/{documentTemplateId}',
    operation: 'NewProduct',
    handler(ctx) {
      const template = ctx.params.template ?? '';
      if (template.toLowerCase() !== 'custom') {
        throw invalidField(
          'template',
          `unknown product template '${template.slice(0, 40)}'; the service offers 'Custom'`,
        );
      }
      const documentTemplateId = requiredGuid(ctx.params, 'documentTemplateId');
      const documentTemplate = marketRules(ctx.market).catalog.findTemplate(documentTemplateId);
      if (!documentTemplate) throw notFound('document template', documentTemplateId);
      return {
        body: {
          Product: {
            ApplicationId: documentTemplate.id,
            Quantity: 1,
            Template: 'Custom',
            DocumentTemplateId: documentTemplate.id,
            DocumentTemplateName: documentTemplate.name,
          },
          ...templateOrderCommon(ctx.state, ctx.user),
        },
        xml: { root: 'RESTTemplateOrder', ns: XML_NS.orders, items: templateItemNames },
      };
    },
  },
  {
    method: 'POST',
    pattern: '/ord/Orders/GetItemQuote/Template',
    operation: 'GetItemQuote',
    async handler(ctx) {
      return itemQuoteReply(ctx, await ctx.json());
    },
  },
];
