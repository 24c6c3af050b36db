/** Reordering against a real sandbox: a past order's lines found again, its recipients and options kept. */
import { sandboxForFile } from '../../sandbox/test-support/sandbox-for-file.js';
import { describe, expect, it } from 'vitest';
import { addressRequestOf } from '../../shared/models/addresses.js';
import { PaymentMethodType, shippingMethods } from '../../shared/models/enums.js';
import { storeItemTypes } from '../../shared/models/storage.js';
import { reorderOf } from './reorder.js';

const twoDay = shippingMethods.find((method) => method.Name === 'Two Day Guaranteed')!;
const austin = {
  FirstName: 'Sam',
  LastName: 'Okafor',
  Street: '10226 Signal Hill Rd',
  City: 'Austin',
  StateOrProvince: 'TX',
  PostalCode: '78737',
  Country: 'US',
  IsResidential: true,
};

const rig = sandboxForFile();

/** A new document from the first template, made of the first page of a seeded print file. */
async function makeDocument(name: string): Promise<string> {
  const files = await rig.client.storage.findStoreItems({
    Type: storeItemTypes.printFile,
    PageInfo: { PageSize: 1, PageNumber: 1 },
  });
  const saved = await rig.client.storage.createDocument('Reorder tests', {
    Name: name,
    Product: {
      DocumentTemplateId: rig.sandbox.documentTemplateIds[0]!,
      Content: [{ Source: files.Items[0]!.Id, Range: '[1,1]' }],
      Quantity: 1,
    },
  });
  return saved.Id;
}

async function placeOrderOf(lines: Array<{ id: string; name: string }>): Promise<string> {
  const main = await rig.client.addresses.getUserMainAddress();
  const receipt = await rig.client.orders.placeOrder({
    LineItems: lines.map((line) => ({ Name: line.name, StoreItemReference: { Id: line.id }, Quantity: 3 })),
    Recipients: [
      { Address: addressRequestOf(main), ShippingMethodId: twoDay.Id },
      { Address: austin, ShippingMethodId: twoDay.Id },
    ],
    SpecialInstructionCodes: ['ESI-O-0002'],
    PaymentMethod: { PaymentMethodType: PaymentMethodType.values.CreditLimit },
    Options: { AdditionalProcessingHours: 24 },
    PackagingSlip: { SalutationType: 0, Memo: 'Professor Smith' },
  });
  return receipt.OrderFriendlyId;
}

describe('a past order made ready to order again', () => {
  it('has its lines, quantities, recipients, method and options', async () => {
    const brochure = { id: await makeDocument('Reorder brochure'), name: 'Reorder brochure' };
    const friendlyId = await placeOrderOf([brochure]);
    const reorder = await reorderOf(rig.client, friendlyId);
    expect(reorder).toMatchObject({
      friendlyId,
      lines: [{ storeItemId: brochure.id, name: 'Reorder brochure', quantity: 3 }],
      missing: [],
      shippingMethodId: twoDay.Id,
      additionalProcessingHours: 24,
      specialInstructionCodes: ['ESI-O-0002'],
      packingSlipMemo: 'Professor Smith',
    });
    expect(reorder.recipients.map((recipient) => recipient.City)).toEqual(['New York', 'Austin']);
    expect(reorder.recipients[1]).toMatchObject({ ...austin, Street: '10226 Signal Hill Rd' });
  });

  it('names the lines the library no longer has, and keeps the others', async () => {
    const kept = { id: await makeDocument('Kept flyer'), name: 'Kept flyer' };
    const gone = { id: await makeDocument('Deleted flyer'), name: 'Deleted flyer' };
    const friendlyId = await placeOrderOf([kept, gone]);
    await rig.client.storage.deleteDocument('Reorder tests', gone.id);
    const reorder = await reorderOf(rig.client, friendlyId);
    expect(reorder.lines.map((line) => line.storeItemId)).toEqual([kept.id]);
    expect(reorder.missing).toEqual(['Deleted flyer']);
  });

  it('says plainly when the order does not exist', async () => {
    await expect(reorderOf(rig.client, '00-0000-00000-00000')).rejects.toMatchObject({ kind: 'not-found' });
  });
});
