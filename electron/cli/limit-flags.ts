/**
 * The flags of `printdesk serve` and `printdesk sandbox` that tune their HTTP server's limits
 * (electron/http-hardening.ts): what a print room running one for others may need to change.
 */
import type { ServerLimits } from '../platform/http-hardening.js';
import { megabytes } from '../platform/http-hardening.js';
import { UsageError } from './command.js';

export const limitFlagOptions = {
  'max-upload-mb': { type: 'string' },
  'max-connections': { type: 'string' },
  'idle-timeout-s': { type: 'string' },
} as const;

export type LimitFlagValues = Partial<Record<keyof typeof limitFlagOptions, string>>;

const flags = [
  { flag: 'max-upload-mb', max: 10_000_000, what: 'MiB' },
  { flag: 'max-connections', max: 100_000, what: 'connections' },
  { flag: 'idle-timeout-s', max: 86_400, what: 'seconds' },
] as const;

/** The usage lines of the three flags, with the command's defaults. */
export function limitFlagsUsage(defaults: ServerLimits, uploads: string): string {
  const upload =
    defaults.maxUploadBytes === null
      ? 'no limit by default'
      : `default ${defaults.maxUploadBytes / megabytes(1)}`;
  return [
    `  --max-upload-mb N    refuse ${uploads} larger than N MiB with a 413 (${upload})`,
    `  --max-connections N  close connections past N open at once (default ${defaults.maxConnections})`,
    `  --idle-timeout-s N   cut a connection on which the client sends or reads nothing for N seconds`,
    `                       (default ${defaults.idleTimeoutMs / 1000}; a slow upload that keeps going is never cut)`,
  ].join('\n');
}

/** The limits the flags give; throws a UsageError naming a flag that is not a whole number in range. */
export function readLimitFlags(values: LimitFlagValues): Partial<ServerLimits> {
  const read = (flag: (typeof flags)[number]): number | undefined => {
    const value = values[flag.flag];
    if (value === undefined) return undefined;
    const n = Number(value);
    if (!/^\d{1,9}$/.test(value) || n < 1 || n > flag.max)
      throw new UsageError(
        `--${flag.flag}: expected a whole number of ${flag.what} from 1 to ${flag.max}, got "${value}"`,
      );
    return n;
  };
  const [uploadMb, connections, idleSeconds] = flags.map(read);
  return {
    ...(uploadMb !== undefined ? { maxUploadBytes: megabytes(uploadMb) } : {}),
    ...(connections !== undefined ? { maxConnections: connections } : {}),
    ...(idleSeconds !== undefined ? { idleTimeoutMs: idleSeconds * 1000 } : {}),
  };
}
