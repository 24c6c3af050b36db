/**
 * A workstation alone on a shared hot folder sends without a claim file per version, and hands over
 * to per-file claims when another arrives (folder-mode.ts, solo-log.ts, shared-claims.ts). Real
 * files in a temporary folder; two `SharedClaims` are two workstations.
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveRecordKey } from '../print-service/record-key.js';
import { ShareRecords } from './share-records.js';
import {
  claimName,
  sharedStateFolder,
  SharedClaims,
  type ClaimOutcome,
  type ClaimSubject,
  type HeldClaim,
} from './shared-claims.js';

let folder: string;
const timing = { leaseMs: 600 };
const records = new ShareRecords(() => undefined);
const keys = (scope: string) => deriveRecordKey('the-subscription-key', scope);
const open: SharedClaims[] = [];

beforeEach(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'printdesk-solo-'));
});
afterEach(async () => {
  for (const claims of open.splice(0)) await claims.close();
  await rm(folder, { recursive: true, force: true });
});

function workstation(host = os.hostname()): SharedClaims {
  const claims = new SharedClaims(
    { instanceId: randomUUID(), host, pid: process.pid },
    timing,
    records,
    keys,
  );
  open.push(claims);
  return claims;
}

function version(n: number): ClaimSubject {
  return {
    folder,
    relPath: `job-${n}.pdf`,
    remoteFolder: 'Shop/Jobs',
    sha256: String(n).repeat(64).slice(0, 64),
    scope: 'Shop/Jobs',
  };
}

const stored = (n: number) => ({ fileId: `f-${n}`, name: `job-${n}.pdf`, isBroken: false, pageCount: 1 });

function claimed(outcome: ClaimOutcome): HeldClaim {
  if (outcome.kind !== 'claimed') throw new Error(`expected a claim, got ${JSON.stringify(outcome)}`);
  return outcome.claim;
}

const claimFiles = async () =>
  (await readdir(path.join(folder, sharedStateFolder, 'claims')).catch(() => [] as string[])).filter((n) =>
    n.endsWith('.claim'),
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds (the workstations' own timers move the mode on). */
async function until(check: () => Promise<boolean>, what: string, limitMs = 5000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe('a workstation alone on a shared folder', () => {
  it('sends without a claim file per version, and its log tells the next workstation what is done', async () => {
    const alone = workstation();
    for (const n of [1, 2, 3]) {
      const claim = claimed(await alone.claim(version(n)));
      expect(claim.file).toBeUndefined();
      await alone.done(claim, stored(n));
    }
    expect(await claimFiles()).toEqual([]);
    await alone.close();

    const next = workstation();
    expect(await next.claim(version(2))).toEqual({ kind: 'done', file: stored(2), host: os.hostname() });
    // A version nobody sent: the next workstation is alone now, and sends it the same way.
    expect(claimed(await next.claim(version(4))).file).toBeUndefined();
  });

  it('hands over when a second arrives: its upload under way gets a claim file before the other sends anything', async () => {
    const first = workstation('press-room-1');
    const sending = claimed(await first.claim(version(1)));
    const finished = claimed(await first.claim(version(2)));
    await first.done(finished, stored(2));

    const second = workstation('press-room-2');
    // It knocks and waits: nothing is sent while the first is alone.
    expect(await second.claim(version(3))).toMatchObject({ kind: 'busy' });
    await until(async () => (await second.claim(version(3))).kind === 'claimed', 'the second to be let in');
    // The first's upload under way has its claim file now, held by it; what it finished alone is done.
    expect(sending.file).toBeDefined();
    expect(await claimFiles()).toContain(`${claimName(version(1))}.claim`);
    expect(await second.claim(version(1))).toMatchObject({ kind: 'busy', host: 'press-room-1' });
    expect(await second.claim(version(2))).toMatchObject({ kind: 'done', file: stored(2) });
    await first.done(sending, stored(1));
    expect(await second.claim(version(1))).toMatchObject({ kind: 'done', file: stored(1) });
    // Both claim with files from now on.
    expect(claimed(await first.claim(version(5))).file).toBeDefined();
  });

  it('leaves what a soloist that went was sending alone for a grace, then has it looked up first', async () => {
    const gone = workstation('press-room-1');
    claimed(await gone.claim(version(1)));
    // It stops (its process ends) with the upload's outcome unknown: its log says "sending".
    await gone.close();

    const next = workstation('press-room-2');
    const first = await next.claim(version(1));
    expect(first).toMatchObject({ kind: 'busy' });
    await sleep(timing.leaseMs / 4 + 50);
    const outcome = await next.claim(version(1));
    expect(outcome).toMatchObject({ kind: 'claimed' });
    expect((outcome as { priorAttemptAgoMs?: number }).priorAttemptAgoMs).toBeGreaterThanOrEqual(
      timing.leaseMs / 4,
    );
  });

  it('never lets two arriving at once both be alone', async () => {
    for (let round = 0; round < 5; round++) {
      const a = workstation('press-room-1');
      const b = workstation('press-room-2');
      const [x, y] = await Promise.all([a.claim(version(10 + round)), b.claim(version(20 + round))]);
      const alone = [x, y].filter((o) => o.kind === 'claimed' && !o.claim.file);
      expect(
        alone.length,
        [x, y]
          .map((o) => (o.kind === 'claimed' ? `claimed${o.claim.file ? ' with a file' : ' alone'}` : o.kind))
          .join(', '),
      ).toBeLessThanOrEqual(1);
      if (alone.length === 1) expect([x, y].map((o) => o.kind)).toContain('busy');
      await a.close();
      await b.close();
    }
  });

  it('writes who is there in a sealed record', async () => {
    const first = workstation('press-room-1');
    claimed(await first.claim(version(1)));
    const dir = path.join(folder, sharedStateFolder, 'solo');
    const [scopeDir] = await readdir(dir);
    const mode = path.join(dir, scopeDir!, 'mode');
    const text = await readFile(mode, 'utf8');
    expect(JSON.parse(text)).toMatchObject({ printdesk: 1, body: { mode: 'solo' } });
  });
});
