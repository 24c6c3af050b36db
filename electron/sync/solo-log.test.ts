/** The soloist's log on real files: written a batch per line, read as it grows, forged and torn lines skipped. */
import { appendFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveRecordKey } from '../print-service/record-key.js';
import { logPlace, SoloLogIndex, SoloLogWriter } from './solo-log.js';

const key = deriveRecordKey('the-subscription-key', 'shop/jobs');
const name = (n: number) => String(n).repeat(64).slice(0, 64);
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'printdesk-solo-log-'));
  await mkdir(path.join(dir, 'logs'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function writer(instanceId: string): Promise<SoloLogWriter> {
  return SoloLogWriter.open(path.join(dir, 'logs', `${instanceId}.log`), logPlace('scope', instanceId), key);
}

describe("a soloist's log", () => {
  it('is read as it grows: sent, then done or released, across writers; forged and torn lines count for nothing', async () => {
    const index = new SoloLogIndex(path.join(dir, 'logs'), 'scope', key);
    const a = await writer('a');
    await a.append({ s: 'sending', name: name(1), atServerMs: 1000 });
    await a.append({ s: 'sending', name: name(2), atServerMs: 1001 });
    await index.refresh();
    expect(index.lookUp(name(1))).toEqual({ kind: 'sending', instanceId: 'a', atServerMs: 1000 });

    const file = { fileId: 'f-1', name: 'Café crème.pdf', isBroken: false, pageCount: 1 };
    a.note({ s: 'done', name: name(1), host: 'press-room', instanceId: 'a', atServerMs: 1500, file });
    a.note({ s: 'released', name: name(2) });
    await a.close();
    // Lines another instance's key did not seal, and one torn by a kill, change nothing.
    const forged = {
      printdesk: 1,
      key: key.id,
      mac: '0'.repeat(64),
      body: { entries: [{ s: 'sending', name: name(4), atServerMs: 1600 }] },
    };
    await appendFile(path.join(dir, 'logs', 'a.log'), `${JSON.stringify(forged)}\n{"printdesk":1,"key`);
    const b = await writer('b');
    await b.append({ s: 'sending', name: name(3), atServerMs: 2000 });
    await b.close();

    await index.refresh();
    expect(index.lookUp(name(1))).toEqual({
      kind: 'done',
      file,
      host: 'press-room',
      instanceId: 'a',
      atServerMs: 1500,
    });
    expect(index.lookUp(name(2))).toBeUndefined();
    expect(index.lookUp(name(3))).toEqual({ kind: 'sending', instanceId: 'b', atServerMs: 2000 });
    expect(index.lookUp(name(4))).toBeUndefined();
    // A fresh reader of the same logs agrees.
    const fresh = new SoloLogIndex(path.join(dir, 'logs'), 'scope', key);
    await fresh.refresh();
    expect(fresh.lookUp(name(1))).toEqual(index.lookUp(name(1)));
  });
});
