import { spawnSync } from 'node:child_process';
import { appendFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderUploadResult, StoreFolder, StoreItem } from '../shared/models/storage.js';
import { startSandbox } from './index.js';
import { StateStore } from './kernel/state.js';
import { call, upload } from './test-support/test-client.js';
import { samplePdf } from '../../test/sample-pdfs.js';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'printdesk-persist-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('restart', () => {
  it('keeps the key, folders, uploads and document versions, and seeds only once', async () => {
    const first = await startSandbox({ dataDir });
    const folder = StoreFolder.parse(
      (await call(first.url, first.key, 'POST', '/dir/StorageService/CreateFolder', { Name: 'Kept' })).json,
    );
    const uploaded = FolderUploadResult.parse(
      (
        await upload(first.url, first.key, 'Kept', {
          path: samplePdf('business-cards-dana-whitfield.pdf'),
        })
      ).json,
    ).Files[0]!;
    const count = async (url: string, key: string) =>
      (
        (await call(url, key, 'POST', '/dir/StorageService/FindStoreItems', {})).json as {
          TotalItemCount: number;
        }
      ).TotalItemCount;
    const before = await count(first.url, first.key);
    await first.close();

    const second = await startSandbox({ dataDir });
    expect(second.key).toBe(first.key);
    expect(await count(second.url, second.key)).toBe(before);
    const item = StoreItem.parse(
      (
        await call(second.url, second.key, 'POST', '/dir/StorageService/GetStoreItem', {
          ItemId: uploaded.FileId,
          LevelOfDetail: 34,
        })
      ).json,
    );
    expect(item.Folder?.Id).toBe(folder.Id);
    expect(item.ItemDetails).toMatchObject({ PageCount: 2 });
    await second.close();
  });

  it('takes a new key for the same user with --key, and the old one stops working', async () => {
    const first = await startSandbox({ dataDir, seed: false });
    await first.close();
    const second = await startSandbox({ dataDir, key: 'replacement-key-0001' });
    expect(second.key).toBe('replacement-key-0001');
    expect((await call(second.url, first.key, 'POST', '/dir/StorageService/GetFolder', {})).status).toBe(401);
    expect((await call(second.url, second.key, 'POST', '/dir/StorageService/GetFolder', {})).status).toBe(
      200,
    );
    await second.close();
  });
});

describe('state store', () => {
  it("replays the journal after a crash, ignores a torn last line and takes over a dead owner's lock", async () => {
    const store = await StateStore.open(dataDir);
    await store.transact((tx) => {
      tx.put('things', { id: 'a', n: 1 });
    });
    await store.close();
    // A later session crashed: its acknowledged transactions are only in the journal, its last write was
    // cut short, and its lock names a process that no longer exists.
    await appendFile(
      path.join(dataDir, 'journal.jsonl'),
      '[["things","b",{"id":"b","n":2}],["things","a",null]]\n[["things","c",{"id":"c"',
    );
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    await writeFile(path.join(dataDir, 'sandbox.lock'), gone);
    const reopened = await StateStore.open(dataDir);
    expect(reopened.all('things')).toEqual([{ id: 'b', n: 2 }]);
    await reopened.close();
    expect(await readFile(path.join(dataDir, 'journal.jsonl'), 'utf8')).toBe('');
  });

  it('refuses a second sandbox on a data folder in use', async () => {
    const first = await startSandbox({ dataDir, seed: false });
    await expect(startSandbox({ dataDir, seed: false })).rejects.toThrow(/in use|already open/);
    await first.close();
    const again = await startSandbox({ dataDir, seed: false });
    await again.close();
  });

  it('rolls back a transaction that throws and runs transactions one at a time', async () => {
    const store = await StateStore.open(dataDir);
    await expect(
      store.transact((tx) => {
        tx.put('things', { id: 'x' });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(store.get('things', 'x')).toBeUndefined();
    const order: number[] = [];
    await Promise.all(
      [30, 10, 0].map((ms, i) =>
        store.transact(async (tx) => {
          await new Promise((r) => setTimeout(r, ms));
          order.push(i);
          tx.put('things', { id: `t${i}` });
        }),
      ),
    );
    expect(order).toEqual([0, 1, 2]);
    await store.close();
    const reopened = await StateStore.open(dataDir);
    expect(
      reopened
        .all('things')
        .map((t) => t.id)
        .sort(),
    ).toEqual(['t0', 't1', 't2']);
    await reopened.close();
  });
});
