import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ActivityLog, type ActivityRecord } from './activity.js';

const linkId = 'f3b0c4a2-0d4e-4c55-9a52-2b9f0f7c1e11';
const sha = (n: number) => n.toString(16).padStart(64, '0');
const guid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

function uploaded(n: number, overrides: Partial<ActivityRecord> = {}): Omit<ActivityRecord, 'seq'> {
  const relPath = `batch-${Math.floor(n / 10)}/File ${n}.pdf`;
  return {
    key: `${linkId}:${relPath}`,
    linkId,
    relPath,
    remoteFolder: `Shop/batch-${Math.floor(n / 10)}`,
    state: 'uploaded',
    size: 1000 + n,
    sha256: sha(n),
    fileId: guid(n),
    attempts: 1,
    at: 1_790_000_000_000 + n,
    ...overrides,
  };
}

describe('ActivityLog', () => {
  it('reads back every record as it was added, newest first', () => {
    const log = new ActivityLog(100);
    const added = [
      log.add(uploaded(1)),
      log.add(uploaded(2, { state: 'failed', message: 'HTTP 503: the service is down', sha256: undefined })),
      log.add(uploaded(3, { state: 'queued', fileId: undefined, attempts: 0 })),
    ];
    expect(added.map((r) => r.seq)).toEqual([1, 2, 3]);
    const page = log.query();
    expect(page.total).toBe(3);
    expect(page.items).toEqual([...added].reverse());
    expect(page.items[1]).not.toHaveProperty('sha256');
    expect(page.items[0]).not.toHaveProperty('fileId');
    expect(page.items[2]).not.toHaveProperty('message');
  });

  it('keeps what does not fit its columns exactly as it came', () => {
    const log = new ActivityLog(10);
    const odd = {
      ...uploaded(7),
      // Upper-case hex, a file id of another form, a path the key does not name, a field of a later version.
      sha256: sha(7).toUpperCase(),
      fileId: 'file-7',
      relPath: 'elsewhere/File 7.pdf',
      size: Number.NaN,
      extra: { note: 'from a newer log' },
    } as unknown as Omit<ActivityRecord, 'seq'>;
    const added = log.add(odd);
    const [read] = log.query().items;
    expect(read).toEqual(added);
    expect(read!.sha256).toBe(sha(7).toUpperCase());
    expect(read!.relPath).toBe('elsewhere/File 7.pdf');
    expect(Number.isNaN(read!.size)).toBe(true);
  });

  it('keeps only the last `capacity` records, across many rounds of its ring', () => {
    const log = new ActivityLog(300);
    for (let n = 1; n <= 1000; n++) log.add(uploaded(n));
    const page = log.query({ limit: 1000 });
    expect(page.total).toBe(300);
    expect(page.items.map((r) => r.seq)).toEqual(Array.from({ length: 300 }, (_, i) => 1000 - i));
    expect(page.items.at(-1)).toEqual({ ...uploaded(701), seq: 701 });
    // A row reused for an odd record and then for a plain one keeps nothing of the odd one.
    log.add(uploaded(1001, { relPath: 'not/from/key.pdf' }));
    for (let n = 1002; n <= 1300; n++) log.add(uploaded(n));
    log.add(uploaded(1301));
    expect(log.query({ limit: 1 }).items[0]).toEqual({ ...uploaded(1301), seq: 1301 });
  });

  it('filters by state, link and text, and pages', () => {
    const log = new ActivityLog(50);
    const otherLink = '0e9f7a6b-1c2d-4e3f-8a9b-0c1d2e3f4a5b';
    for (let n = 0; n < 30; n++) {
      const record = uploaded(n, { state: n % 3 === 0 ? 'failed' : 'uploaded' });
      log.add(n % 2 ? { ...record, linkId: otherLink, key: `${otherLink}:${record.relPath}` } : record);
    }
    expect(log.query({ state: 'failed' }).total).toBe(10);
    expect(log.query({ state: ['failed', 'skipped'] }).items.every((r) => r.state === 'failed')).toBe(true);
    expect(log.query({ linkId: otherLink }).total).toBe(15);
    expect(log.query({ linkId: 'no-such-link' }).total).toBe(0);
    expect(log.query({ text: 'FILE 2' }).items.map((r) => r.relPath)).toEqual(
      [29, 28, 27, 26, 25, 24, 23, 22, 21, 20, 2].map((n) => `batch-${Math.floor(n / 10)}/File ${n}.pdf`),
    );
    const page = log.query({ state: 'uploaded', offset: 5, limit: 3 });
    expect(page.total).toBe(20);
    expect(page.items.map((r) => r.seq)).toEqual([23, 21, 20]);
  });

  it('exports the matching records as CSV, newest first', () => {
    const log = new ActivityLog(10);
    log.add(uploaded(1));
    log.add(uploaded(2, { state: 'failed', message: 'Too big, "5 GB"', sha256: undefined }));
    const lines = log.csv().trim().split(/\r?\n/);
    expect(lines[0]).toBe('time,link,path,remote folder,state,size,sha256,file id,attempts,message');
    expect(lines[1]).toBe(
      `${new Date(uploaded(2).at).toISOString()},${linkId},batch-0/File 2.pdf,Shop/batch-0,failed,1002,,${guid(2)},1,"Too big, ""5 GB"""`,
    );
    expect(lines[2]).toContain(sha(1));
    expect(log.csv({ state: 'uploaded' }).trim().split(/\r?\n/)).toHaveLength(2);
  });

  it('with no room keeps nothing, and still numbers what it is given', () => {
    const log = new ActivityLog(0);
    expect(log.add(uploaded(1)).seq).toBe(1);
    expect(log.add(uploaded(2)).seq).toBe(2);
    expect(log.query()).toEqual({ total: 0, items: [] });
  });

  it('holds no record object: what `add` returns is the caller’s to keep or drop', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const log = new ActivityLog(100);
    const refs = Array.from({ length: 20 }, (_, n) => new WeakRef(log.add(uploaded(n))));
    await new Promise((resolve) => setImmediate(resolve));
    gc();
    expect(refs.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
    expect(log.query().total).toBe(20);
  });
});
