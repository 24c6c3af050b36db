/**
 * The OS keychain through keytar (macOS Keychain, Windows Credential Manager, the Secret Service
 * on Linux). keytar is an optional native module: it is loaded on demand and probed, because on
 * Linux it loads fine and then fails on first use when no Secret Service answers.
 */
import { createRequire } from 'node:module';
import { keychainService } from './secret-store.js';
import type { SecretStore } from './secret-store.js';

/**
 * The three calls of keytar's API that PrintDesk makes, typed here rather than imported from keytar's
 * own declarations: npm drops an optional native module whose build fails (no libsecret headers, say),
 * and the build must not depend on whether it is installed.
 */
interface Keytar {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

/** keytar is CommonJS with a native binding: `require` loads it the same way from sources, dist/ and app.asar. */
function loadKeytar(): Keytar {
  return createRequire(import.meta.url)('keytar') as Keytar;
}

export type KeychainOpening = { ok: true; store: SecretStore } | { ok: false; reason: string };

/** The keychain's name as the user knows it on this platform. */
export function keychainLabel(
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): string {
  if (platform === 'darwin') return 'macOS Keychain';
  if (platform === 'win32') return 'Windows Credential Manager';
  const desktop = `${env.XDG_CURRENT_DESKTOP ?? ''} ${env.DESKTOP_SESSION ?? ''}`.toLowerCase();
  return /kde|plasma/.test(desktop) ? 'KDE Wallet (Secret Service)' : 'GNOME Keyring (Secret Service)';
}

/** Loads keytar and checks that a keychain answers; says why not otherwise. */
export async function openKeychain(): Promise<KeychainOpening> {
  let keytar: Keytar;
  try {
    keytar = loadKeytar();
  } catch (error) {
    // keytar's own missing binding (installed, never built) is a MODULE_NOT_FOUND too, naming keytar.node.
    const missing = /Cannot find module 'keytar'/.test(firstLine(error));
    return {
      ok: false,
      reason: missing
        ? 'the keychain module (keytar) is not installed'
        : `the keychain module could not be loaded (${firstLine(error)})`,
    };
  }
  try {
    // A read of an entry that does not exist: throws when there is no keychain to ask.
    await keytar.getPassword(keychainService, '\u0000probe');
  } catch (error) {
    return { ok: false, reason: `no keychain answered (${firstLine(error)})` };
  }
  const label = keychainLabel();
  const fail = (action: string, error: unknown) =>
    new Error(`Could not ${action} the key in ${label}: ${firstLine(error)}`);
  return {
    ok: true,
    store: {
      kind: 'keychain',
      label,
      persistent: true,
      async get(account) {
        try {
          return await keytar.getPassword(keychainService, account);
        } catch (error) {
          throw fail('read', error);
        }
      },
      async set(account, secret) {
        try {
          await keytar.setPassword(keychainService, account, secret);
        } catch (error) {
          throw fail('save', error);
        }
      },
      async delete(account) {
        try {
          return await keytar.deletePassword(keychainService, account);
        } catch (error) {
          throw fail('delete', error);
        }
      },
    },
  };
}

function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 200);
}
