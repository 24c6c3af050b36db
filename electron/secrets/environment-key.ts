/**
 * The key a headless PrintDesk is given: `PRINTDESK_KEY` itself, or `PRINTDESK_KEY_FILE`, the path
 * of a file holding it. A service manager hands over a credential file (systemd's `LoadCredential=`,
 * a file readable by the service's user alone) so the key is never written in a unit, a command
 * line or the environment of every process.
 */
import { readFileSync } from 'node:fs';

/** The key from the environment, or undefined; a key file that cannot be read or is empty is an error that names it. */
export function keyFromEnvironment(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const direct = env.PRINTDESK_KEY?.trim();
  if (direct) return direct;
  const file = env.PRINTDESK_KEY_FILE?.trim();
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`PRINTDESK_KEY_FILE names ${file}, which cannot be read: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const key = text.trim();
  if (!key) throw new Error(`PRINTDESK_KEY_FILE names ${file}, which is empty.`);
  return key;
}
