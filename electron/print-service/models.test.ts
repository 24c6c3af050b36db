import { describe, expect, it } from 'vitest';
import {
  FolderAttributes,
  OrderStatus,
  PricingLevel,
  StoreItemLevelOfDetail,
  shippingMethods,
} from '../shared/models/enums.js';
import { OrderHistoryEntry } from '../shared/models/order-history.js';
import { WireMoney, WireTimestamp, normalizeTimestamp } from '../shared/models/primitives.js';
import { GroupedOfferings, OrderQuote } from '../shared/models/quotes.js';
import { StoreFolder } from '../shared/models/storage.js';

const id = '6da47f37-c472-4aac-952d-1b34a43f0139';

describe('wire enums', () => {
  it('read names as the XML form sends them and ints as JSON does', () => {
    expect(OrderStatus.wire.parse('Submitted')).toBe(1);
    expect(OrderStatus.wire.parse(19)).toBe(19);
    expect(PricingLevel.wire.parse('Order')).toBe(1);
    expect(OrderStatus.wire.safeParse('Teleported').success).toBe(false);
  });

  it('write and read flag combinations as space-separated names', () => {
    const value =
      StoreItemLevelOfDetail.values.IncludeFolder | StoreItemLevelOfDetail.values.IncludeItemDetails;
    expect(StoreItemLevelOfDetail.nameOf(value)).toBe('IncludeItemDetails IncludeFolder');
    expect(StoreItemLevelOfDetail.valueOf('IncludeItemDetails IncludeFolder')).toBe(value);
    expect(StoreItemLevelOfDetail.nameOf(StoreItemLevelOfDetail.values.All)).toBe('All');
    expect(FolderAttributes.wire.parse('CanBeShared')).toBe(8);
  });
});

describe('liberal response parsing', () => {
  it('normalizes WCF dates, keeps zone-less ISO values, refuses anything else', () => {
    expect(normalizeTimestamp('/Date(1491951599000)/')).toBe('2017-04-11T22:59:59.000Z');
    expect(normalizeTimestamp('/Date(1492491540000-0500)/')).toBe('2017-04-18T04:59:00.000Z');
    expect(normalizeTimestamp('2012-05-22T23:59:00')).toBe('2012-05-22T23:59:00');
    expect(normalizeTimestamp('2012-05-14T16:23:37.7481719Z')).toBe('2012-05-14T16:23:37.7481719Z');
    expect(WireTimestamp.safeParse('next Tuesday').success).toBe(false);
  });

  it('reads money as numbers or numeric strings', () => {
    expect(WireMoney.parse('19.6500')).toBe(19.65);
    expect(WireMoney.parse(8.511695852348993)).toBe(8.511695852348993);
    expect(WireMoney.parse(null)).toBe(0);
    expect(WireMoney.safeParse('lots').success).toBe(false);
  });

  it('reads a folder in its XML-derived form: names for enums, hyphen-less GUIDs, nulls', () => {
    const folder = StoreFolder.parse({
      Id: 'A7EEDC042C0A4C3783F9E6E270C5621D',
      Name: 'Test2019',
      Attributes: 'CanBeShared',
      Permissions: 'Full',
      WellKnownFolderType: 0,
      OwnerUserDetails: null,
      SubFolders: [{ Id: id, Name: '10July', SubFolders: null, Description: null }],
    });
    expect(folder.Id).toBe('a7eedc04-2c0a-4c37-83f9-e6e270c5621d');
    expect(folder.Attributes).toBe(8);
    expect(folder.Permissions).toBe(63);
    expect(folder.SubFolders[0]).toMatchObject({
      Name: '10July',
      Description: '',
      SubFolders: [],
      OwnerUserDetails: null,
    });
  });

  it('reads grouped offerings as a JSON object or as XML-style {Group, Details} entries', () => {
    const detail = { OfferingId: id, OfferingName: 'Matte', Quantity: 1, Price: '0.6500' };
    const fromObject = GroupedOfferings.parse({ BindingAndCovers: [detail] });
    const fromList = GroupedOfferings.parse([{ Group: 'BindingAndCovers', Details: [detail] }]);
    expect(fromList).toEqual(fromObject);
    expect(fromObject.BindingAndCovers[0]!.Price).toBe(0.65);
    expect(fromObject.PrintOptions).toEqual([]);
  });

  it('names the missing field of a quote', () => {
    const result = OrderQuote.safeParse({ OrderId: id, FinancialDetail: {} });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toEqual(['FinancialDetail.Total']);
  });

  it('reads an order history entry with a status name and a receipt truncated to 4 decimals', () => {
    const entry = OrderHistoryEntry.parse({
      Order: {
        Id: id,
        FriendlyId: '00-0054-00071-36703',
        Status: 'Submitted',
        Created: '2012-05-14T00:00:00Z',
        Recipients: null,
      },
      Receipt: {
        OrderId: id,
        OrderFriendlyId: '00-0054-00071-36703',
        Status: 1,
        FinancialDetail: { Total: '30.5201', Subtotal: '28.1616' },
      },
    });
    expect(entry.Order.Status).toBe(OrderStatus.values.Submitted);
    expect(entry.Order.Recipients).toEqual([]);
    expect(entry.Receipt?.FinancialDetail.Total).toBe(30.5201);
  });
});

it('lists the seven shipping methods with distinct ids', () => {
  expect(new Set(shippingMethods.map((m) => m.Id)).size).toBe(7);
});
