/**
 * The data folder's webhook signing secret: made once (32 random bytes, hex), kept in the secret
 * store the key is kept in (the OS keychain), and shown to the person on request so they can set up
 * their receiver. Where that store forgets what it is given (a server with no keychain, running
 * `printdesk sync` with PRINTDESK_KEY), it is kept in a private file of the data folder instead, as
 * the embedded sandbox's key is, so the receiver's copy stays right across restarts; once a lasting
 * store is there, the file's secret moves into it unchanged.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { writeFileAtomic } from '../../../platform/durable-files.js';
import { privateFolderMode } from '../../../platform/private-files.js';
import type { SecretStore } from '../../../secrets/secret-store.js';

export interface SigningSecret {
  readonly secret: string;
  /** Where it is kept: the secret store, or the data folder's private file. */
  readonly keptIn: 'secret-store' | 'file';
}

export function signingSecretFile(dataDir: string): string {
  return path.join(dataDir, 'hooks', 'signing-secret');
}

/** The secret, made and kept the first time it is asked for. */
export async function signingSecret(
  store: SecretStore,
  dataDir: string,
  account: string,
): Promise<SigningSecret> {
  const file = signingSecretFile(dataDir);
  const inFile = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (store.persistent) {
    const stored = await store.get(account).catch(() => null);
    if (stored) return { secret: stored, keptIn: 'secret-store' };
    const secret = inFile || randomBytes(32).toString('hex');
    try {
      await store.set(account, secret);
      if (inFile) await rm(file, { force: true });
      return { secret, keptIn: 'secret-store' };
    } catch {
      // A keychain that refuses (locked, full): the file keeps it, as where there is none.
    }
  }
  if (inFile) return { secret: inFile, keptIn: 'file' };
  const secret = randomBytes(32).toString('hex');
  await mkdir(path.dirname(file), { recursive: true, mode: privateFolderMode });
  await writeFileAtomic(file, `${secret}\n`);
  return { secret, keptIn: 'file' };
}
