// pino-roll ships no types: the part of its API (pino-roll.js, v4) that app-log.ts uses.
declare module 'pino-roll' {
  import type { EventEmitter } from 'node:events';

  export interface PinoRollOptions {
    /** The log's path; the roll number goes before the extension (`printdesk.log` → `printdesk.3.log`). */
    file: string;
    /** Bytes per file before the next one starts: `'10m'`, `'512k'`, `'2048b'`. */
    size?: string | number;
    /** With `removeOtherLogFiles`, at most `count` files are kept, the one in use included. */
    limit?: { count: number; removeOtherLogFiles?: boolean };
    /** sonic-boom's: write each line with a synchronous write. */
    sync?: boolean;
    /** sonic-boom's: the mode new files are created with. */
    mode?: number;
    mkdir?: boolean;
  }

  /** A sonic-boom stream, which pino writes to directly (no worker thread). */
  export interface RollingDestination extends EventEmitter {
    readonly file: string;
    write(line: string): boolean;
    flushSync(): void;
    end(): void;
  }

  export default function pinoRoll(options: PinoRollOptions): Promise<RollingDestination>;
}
