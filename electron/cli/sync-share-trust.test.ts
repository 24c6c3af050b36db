/**
 * What a shared hot folder holds is evidence, not orders (issue 33), through `printdesk sync
 * --action order` against a real sandbox: a rewritten claim of a job held for approval places no
 * order and is reported; forged or deleted ledger entries let no order past the day's budget; the
 * records on the share name no address, phone or e-mail; what fails its check is set aside, once.
 */
import { copyFile, mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JobRecord } from '../app/jobs/job-record.js';
import { localDay } from '../app/jobs/spend-ledger.js';
import { storedOrders } from '../sandbox/test-support/stored-records.js';
import { sandboxForFile } from '../sandbox/test-support/sandbox-for-file.js';
import { orderActionArgs, spawnSync, syncOnceArgs } from '../sync/test-support/sync-process.js';

const brochure = path.resolve(import.meta.dirname, '../../assets/print-files/spring-open-house-brochure.pdf');
const told = "A file in the shared folder's .printdesk was changed by something other than PrintDesk";

const rig = sandboxForFile({ scratch: 'printdesk-share-trust-' });

/** One `sync --once --action order` pass over `folder`, with the flags given; its exit code and output. */
async function orderOnce(folder: string, dataDir: string, flags: string[]) {
  const run = spawnSync(
    [
      ...syncOnceArgs(folder, `Trust/${path.basename(folder)}`, rig.sandbox.url, dataDir),
      // The brochure's fonts are not embedded: the preflight gate has tests of its own.
      ...orderActionArgs(
        rig.sandbox.documentTemplateIds[0]!,
        '--preflight',
        'off',
        '--quantity',
        '1',
        ...flags,
      ),
    ],
    rig.sandbox.key,
  );
  const code = await run.exited;
  return { code, out: `${run.stdout()}\n${run.stderr()}`, told: run.stderr().split(told).length - 1 };
}

async function journaled(dataDir: string): Promise<JobRecord[]> {
  const jobs = new Map<string, JobRecord>();
  for (const line of (await readFile(path.join(dataDir, 'jobs', 'journal.log'), 'utf8')).split('\n'))
    if (line.trim()) jobs.set((JSON.parse(line) as JobRecord).id, JSON.parse(line) as JobRecord);
  return [...jobs.values()];
}

const ordersWith = async (reference: string) =>
  (await storedOrders(rig.sandbox.dataDir)).filter((o) => o.history.Order.ReferenceData === reference);

/** Every file under `dir`, with its path. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The body of a record as the share holds it (sealed: inside its envelope). */
type Sealed<T> = { body?: T } & T;
const bodyOf = <T extends object>(record: Sealed<T>): T => record.body ?? record;

describe('a shared hot folder is evidence, not orders', () => {
  it('places no order for a rewritten claim of a job held for approval, and tells of it once', async () => {
    const folder = path.join(rig.dir, 'held');
    const dataDir = path.join(rig.dir, 'held-data');
    await mkdir(folder);
    await copyFile(brochure, path.join(folder, 'held.pdf'));
    // A second file ships to an address its ticket writes in full (allowed): never copied to the share.
    await copyFile(brochure, path.join(folder, 'ticketed.pdf'));
    const ticketAddress = {
      FirstName: 'Tess',
      LastName: 'Ticket',
      Street: '17 Ticket Lane',
      City: 'Springfield',
      StateOrProvince: 'IL',
      PostalCode: '62701',
      Country: 'US',
      TelephoneNumber: '+1 217 555 0199',
      Email: 'tess@ticket.example',
      IsResidential: false,
    };
    await writeFile(
      path.join(folder, 'ticketed.job.json'),
      JSON.stringify({ recipient: { kind: 'address', address: ticketAddress } }),
    );
    const first = await orderOnce(folder, dataDir, ['--spend-limit', '0', '--ticket-addresses']);
    expect(first.code, first.out).toBe(0);
    const held = (await journaled(dataDir)).find((j) => j.relPath === 'held.pdf')!;
    expect(held.state, first.out).toBe('awaiting-approval');

    // What the share holds names no recipient: no street, phone or e-mail, the account's or the ticket's.
    const main = await rig.client.addresses.getUserMainAddress();
    const shared = await filesUnder(path.join(folder, '.printdesk'));
    for (const file of shared) {
      const text = await readFile(file, 'utf8');
      for (const secret of [
        main.Street,
        main.TelephoneNumber,
        main.Email,
        ticketAddress.Street,
        ticketAddress.Email,
      ])
        if (secret) expect(text, `${file} holds ${secret}`).not.toContain(secret);
      if (!path.basename(file).startsWith('.probe')) expect((await stat(file)).mode & 0o007, file).toBe(0);
    }

    // Someone with write access rewrites its claim: 777 copies, no limits, the lease given up, the
    // approval gone, another name and street.
    const jobsDir = path.join(folder, '.printdesk', 'jobs');
    const claims = (await readdir(jobsDir)).filter((n) => n.endsWith('.job'));
    let forged = 0;
    for (const name of claims) {
      const file = path.join(jobsDir, name);
      const record = JSON.parse(await readFile(file, 'utf8')) as Sealed<{ job: Record<string, unknown> }>;
      const body = bodyOf(record) as Record<string, unknown> & { job: Record<string, unknown>; rev: number };
      if (body.job.relPath !== 'held.pdf') continue;
      const elsewhere = {
        FirstName: 'Mallory',
        LastName: 'Forger',
        Street: '1 Elsewhere Road',
        City: 'Far',
        StateOrProvince: 'NV',
        PostalCode: '89001',
        Country: 'US',
        IsResidential: true,
      };
      body.holder = {
        instanceId: 'forged',
        host: 'elsewhere',
        name: 'PRINT-X',
        pid: 1,
        token: 'forged',
        leaseMs: 1,
      };
      body.lease = 'held';
      body.rev += 1;
      body.job = {
        ...body.job,
        state: 'running',
        plan: {
          action: 'order',
          templateId: rig.sandbox.documentTemplateIds[0]!,
          quantity: 777,
          spendLimit: { amount: 1e9, currency: 'USD' },
          allowTicketAddresses: true,
          recipient: { kind: 'address', address: elsewhere },
        },
        recipient: { kind: 'address', address: elsewhere },
        recipients: [{ address: elsewhere }],
      };
      for (const gone of ['approval', 'waitingFor', 'pending']) delete body.job[gone];
      await writeFile(file, JSON.stringify(record));
      forged++;
    }
    expect(forged).toBe(1);

    const ordersBefore = (await storedOrders(rig.sandbox.dataDir)).length;
    const second = await orderOnce(folder, dataDir, ['--spend-limit', '0', '--ticket-addresses']);
    expect(second.code, second.out).toBe(0);
    expect(await ordersWith(held.reference)).toEqual([]);
    // No order at all: not of 777 copies, not to the other address.
    expect(await storedOrders(rig.sandbox.dataDir)).toHaveLength(ordersBefore);
    expect((await journaled(dataDir)).find((j) => j.id === held.id)?.state).toBe('awaiting-approval');
    // Told once, and the rewritten claim kept, moved aside.
    expect(second.told, second.out).toBe(1);
    const aside = await readdir(path.join(folder, '.printdesk', 'set-aside'));
    expect(aside).toHaveLength(1);
    expect(await readFile(path.join(folder, '.printdesk', 'set-aside', aside[0]!), 'utf8')).toContain('777');
    const third = await orderOnce(folder, dataDir, ['--spend-limit', '0', '--ticket-addresses']);
    expect(third.told, third.out).toBe(0);
    expect(await ordersWith(held.reference)).toEqual([]);
  }, 300_000);

  it('lets no order past the day’s budget through forged or deleted ledger entries', async () => {
    const folder = path.join(rig.dir, 'budget');
    const dataDir = path.join(rig.dir, 'budget-data');
    await mkdir(folder);
    await copyFile(brochure, path.join(folder, 'first.pdf'));
    const first = await orderOnce(folder, dataDir, ['--spend-limit', '100000', '--daily-budget', '100000']);
    expect(first.code, first.out).toBe(0);
    const [placed] = await journaled(dataDir);
    expect(placed?.orderFriendlyId, first.out).toBeDefined();
    const price = placed!.quote!.total.amount;

    // Beside the real entry: an amount that is not a number, a huge negative one, and zero.
    const dayDir = path.join(folder, '.printdesk', 'budget', localDay(Date.now()));
    const [real] = await readdir(dayDir);
    const entry = JSON.parse(await readFile(path.join(dayDir, real!), 'utf8')) as Sealed<{ amount: unknown }>;
    for (const [i, amount] of ['lots', -1e12, 0].entries()) {
      const copy = structuredClone(entry);
      bodyOf(copy).amount = amount;
      await writeFile(path.join(dayDir, `${String(i).repeat(64)}.json`), JSON.stringify(copy));
    }
    const budget = String(Math.round(price * 2.5 * 100) / 100);
    for (const name of ['b', 'c', 'd', 'e', 'f']) await copyFile(brochure, path.join(folder, `${name}.pdf`));
    const second = await orderOnce(folder, dataDir, ['--spend-limit', '100000', '--daily-budget', budget]);
    expect(second.code, second.out).toBe(0);
    const orderedAfterForgery = (await journaled(dataDir)).filter((j) => j.orderFriendlyId);
    expect(orderedAfterForgery, second.out).toHaveLength(2);
    expect(second.told, second.out).toBe(3);

    // The day's folder deleted: this workstation still counts what it placed today.
    await rm(dayDir, { recursive: true });
    await copyFile(brochure, path.join(folder, 'g.pdf'));
    const third = await orderOnce(folder, dataDir, ['--spend-limit', '100000', '--daily-budget', budget]);
    expect(third.code, third.out).toBe(0);
    const jobs = await journaled(dataDir);
    expect(jobs.filter((j) => j.orderFriendlyId)).toHaveLength(2);
    expect(jobs.find((j) => j.relPath === 'g.pdf')).toMatchObject({
      state: 'awaiting-approval',
      waitingFor: [expect.objectContaining({ kind: 'over-daily-budget' })],
    });
    for (const job of jobs) expect(await ordersWith(job.reference)).toHaveLength(job.orderFriendlyId ? 1 : 0);
  }, 300_000);
});
