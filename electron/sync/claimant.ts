/**
 * Who claims on a shared hot folder, and what: an instance's identity, a version's name (the same
 * on every workstation), and the sweep of an instance's own leftovers after a kill.
 */
import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { privateFileMode, privateFolderMode } from '../platform/private-files.js';
import { libraryFolderKey } from './remote.js';

/** Who this instance is: a persistent id per data folder, plus where it runs now. */
export interface ClaimantIdentity {
  readonly instanceId: string;
  readonly host: string;
  readonly pid: number;
}

/** A version of a file: the same path, remote folder and content on every workstation. */
export interface ClaimSubject {
  readonly folder: string;
  readonly relPath: string;
  readonly remoteFolder: string;
  readonly sha256: string;
  /** The link's remote folder: its records are sealed with the account's key for it (share-seal.ts). */
  readonly scope: string;
}

/** This data folder's instance id (created once), and the host and process it runs as. */
export async function claimantIdentity(stateDir: string): Promise<ClaimantIdentity> {
  const file = path.join(stateDir, 'instance-id');
  let instanceId = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (instanceId === '') {
    instanceId = randomUUID();
    await fs.mkdir(stateDir, { recursive: true, mode: privateFolderMode });
    await fs.writeFile(file, `${instanceId}\n`, { mode: privateFileMode });
  }
  return { instanceId, host: os.hostname(), pid: process.pid };
}

/**
 * One name per version: the remote folder, the path and the content, hashed (any length, any
 * characters), the same on every workstation. The remote folder by the library's rule (case,
 * slashes) in NFC; the path in NFC, since a Mac may read a name as NFD that Windows reads as NFC.
 * The path keeps its case: every workstation reads the same directory entry, and on a
 * case-sensitive share `job.pdf` and `Job.pdf` are two files, each to be sent.
 */
export function claimName(subject: ClaimSubject): string {
  return hashedName(
    libraryFolderKey(subject.remoteFolder.normalize('NFC')),
    subject.relPath.normalize('NFC'),
    subject.sha256,
  );
}

function hashedName(remoteFolder: string, relPath: string, sha256: string): string {
  return createHash('sha256').update(`${remoteFolder}\n${relPath}\n${sha256}`).digest('hex');
}

/**
 * Removes the temporary records this instance left in a claim folder when it was killed between
 * writing one and renaming it over its claim. Only its own: no other process writes under its id (one
 * process per data folder), while another workstation's may be mid-rename.
 */
export async function sweepLeftovers(dir: string, instanceId: string): Promise<void> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const own = `.${instanceId}.`;
  for (const name of names) {
    if (name.endsWith('.tmp') && name.includes(own)) await fs.rm(path.join(dir, name), { force: true });
  }
}
