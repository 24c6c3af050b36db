/**
 * The order record on a disk that fills up (issue 33): an order whose line did not fit is reported,
 * not counted recorded, and the next order's line is whole.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecordEntry } from '../../shared/contract/jobs.js';
import { mountSmallDisk, type SmallDisk } from '../../platform/test-support/small-disk.js';
import { OrderRecord } from './order-record.js';

const order = (n: number, recipients: string[] = ['Dana Whitfield, New York, US']): OrderRecordEntry => ({
  at: '2031-03-14T22:15:00.000Z',
  workstation: 'PRINT-01',
  link: { id: 'l1', localPath: '/srv/print/in', remotePath: 'Hot folders/In' },
  file: `card-${n}.pdf`,
  sha256: 'ab'.repeat(32),
  document: `card ${n}`,
  documentId: `d${n}`,
  orderFriendlyId: `00-0001-00001-0000${n}`,
  reference: `PD-${n}`,
  total: { amount: 41.5, currency: 'USD' },
  quantity: 250,
  recipients,
  overrides: [],
});

describe('the order record on a full disk', () => {
  let disk: SmallDisk;
  beforeAll(async () => {
    disk = await mountSmallDisk();
  });
  afterAll(async () => {
    await disk?.unmount();
  });

  it('fails the order that did not fit, and the next one is read back whole', async () => {
    const record = await OrderRecord.open(disk.dir);
    await record.append(order(1));
    await disk.fill();
    // A long list of recipients: more than what is left of the file's last block.
    const many = Array.from({ length: 200 }, (_, i) => `Recipient ${i}, Springfield, US`);
    await expect(record.append(order(2, many))).rejects.toThrow(/hot-folder-orders\.jsonl: the disk is full/);
    expect(await record.has('00-0001-00001-00002')).toBe(false);
    await disk.free();
    await record.append(order(3));
    expect((await record.entries()).map((e) => e.orderFriendlyId)).toEqual([
      '00-0001-00001-00001',
      '00-0001-00001-00003',
    ]);
    expect((await readFile(record.file, 'utf8')).split('\n')).toHaveLength(3);
    await record.close();
  });
});
