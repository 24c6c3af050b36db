/**
 * What a version's claim on a shared hot folder holds (shared-claims.ts): a held claim names its
 * holder and lease; a done marker, or a done line of a lone workstation's log (solo-log.ts), names
 * the library's file.
 */
import { z } from 'zod';
import type { RecordKey } from '../print-service/record-key.js';
import { stateRootOf, type ShareRecords } from './share-records.js';

const name = z.string().max(255);

/** Who holds a lease on the share (a claim, or a place in a folder's mode record), and for how long. */
export const LeaseHolderFields = {
  instanceId: name,
  host: name,
  pid: z.int().min(0),
  token: name,
  leaseMs: z.number().positive().max(86_400_000),
};

export const HeldRecord = z.strictObject({
  state: z.literal('held'),
  ...LeaseHolderFields,
  /** The claim's mtime when it was created (file-server clock). */
  claimedAtServerMs: z.number().min(0),
});
export type HeldRecord = z.infer<typeof HeldRecord>;

/** The library's file, as a done record names it. */
export const DoneFile = z.strictObject({
  fileId: z.string().min(1).max(100),
  name: z.string().min(1).max(1000),
  isBroken: z.boolean(),
  pageCount: z.int().min(0).optional(),
  createdAt: z.number().optional(),
});

export const DoneRecord = z.strictObject({
  state: z.literal('done'),
  host: name,
  instanceId: name,
  file: DoneFile,
});
export type DoneRecord = z.infer<typeof DoneRecord>;

export const ClaimRecord = z.discriminatedUnion('state', [HeldRecord, DoneRecord]);
export type ClaimRecord = z.infer<typeof ClaimRecord>;

/**
 * A claim as this workstation can know it. One not written yet, or sealed under a key it has not
 * (`opaque`: nothing in it counts), holds like a held claim until it lapses on the file server's
 * clock; taken over then, an opaque one's upload is looked up first (it may be in the library).
 */
export type ClaimReading = ClaimRecord | { readonly state: 'unwritten' | 'opaque' };

/** Where a version's claim is: its hot folder, the claims folder, the claim file, the key of its records, its name. */
export interface ClaimPlace {
  readonly folder: string;
  readonly dir: string;
  readonly claimPath: string;
  readonly key: RecordKey;
  readonly name: string;
}

/** The claim in `at`, checked (one that fails is set aside and reported, and reads as none). */
export async function readClaim(records: ShareRecords, at: ClaimPlace): Promise<ClaimReading | undefined> {
  const read = await records.read(stateRootOf(at.folder), at.claimPath, at.key, ClaimRecord);
  switch (read.kind) {
    case 'ok':
      return read.body;
    case 'unwritten':
      return { state: 'unwritten' };
    case 'foreign':
      return { state: 'opaque' };
    case 'none':
    case 'set-aside':
      // Set aside: the next look finds none (or a claim written since), as after a release.
      return undefined;
  }
}
