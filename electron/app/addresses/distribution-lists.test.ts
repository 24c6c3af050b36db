/** Distribution lists in a real data folder: kept across restarts, edited in place, unknown ids refused. */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AddressInput } from '../../shared/contract/orders.js';
import { createDistributionLists } from './distribution-lists.js';

let dataDir: string;
const row = (n: number) =>
  AddressInput.parse({
    FirstName: `Reader ${n}`,
    LastName: 'Branch',
    Street: `${n} Main St`,
    City: 'Springfield',
    PostalCode: String(60000 + n),
    Country: 'US',
  });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'printdesk-lists-'));
});

afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('keeps lists across restarts, edits one in place and refuses an unknown id', async () => {
  const lists = createDistributionLists(dataDir, () => new Date('2026-11-24T10:00:00Z'));
  const branches = await lists.save({ name: 'Branches', recipients: [row(1), row(2)] });
  await lists.save({ name: 'Authors', recipients: [row(3)] });
  await lists.save({ id: branches.id, name: 'All branches', recipients: [row(1), row(2), row(4)] });

  const reopened = createDistributionLists(dataDir);
  expect(await reopened.list()).toEqual([
    { id: expect.any(String), name: 'All branches', recipientCount: 3, updated: '2026-11-24T10:00:00.000Z' },
    { id: expect.any(String), name: 'Authors', recipientCount: 1, updated: '2026-11-24T10:00:00.000Z' },
  ]);
  expect((await reopened.get(branches.id)).recipients.map((r) => r.FirstName)).toEqual([
    'Reader 1',
    'Reader 2',
    'Reader 4',
  ]);
  expect(JSON.parse(await readFile(join(dataDir, 'distribution-lists.json'), 'utf8'))).toHaveLength(2);

  const unknown = '3f473099-3165-4775-a583-8cf178afa74a';
  await expect(reopened.get(unknown)).rejects.toMatchObject({ code: 'not-found' });
  await expect(reopened.save({ id: unknown, name: 'Ghost', recipients: [row(5)] })).rejects.toMatchObject({
    code: 'not-found',
  });
  await reopened.remove(branches.id);
  expect((await reopened.list()).map((l) => l.name)).toEqual(['Authors']);
});
