/**
 * `printdesk hook-secret`: the signing secret of a data folder's webhooks (docs/hooks.md), for the
 * person setting up a receiver on a machine with no window. Made the first time it is asked for, as
 * the app makes it; kept where the app keeps it (the keychain, else the data folder's private file).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { signingSecret } from '../app/hooks/delivery/signing-secret.js';
import { defaultDataDir } from '../platform/app-paths.js';
import { openSecretStore } from '../secrets/open.js';
import { hookSecretAccount } from '../secrets/secret-store.js';
import { claimantIdentity } from '../sync/shared-claims.js';
import { say } from './cli-intl.js';

export const usage = (): string => say('cli.hookSecret.usage');

export async function run(argv: readonly string[]): Promise<number> {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: { 'data-dir': { type: 'string' } },
  });
  const dataDir = values['data-dir'] ? path.resolve(values['data-dir']) : defaultDataDir();
  const { instanceId } = await claimantIdentity(path.join(dataDir, 'sync'));
  // The store the app and `printdesk sync` keep it in (PRINTDESK_KEY is no place for it).
  const store = await openSecretStore({ env: {} });
  const { secret } = await signingSecret(store, dataDir, hookSecretAccount(instanceId));
  console.log(secret);
  return 0;
}
