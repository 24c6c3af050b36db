/**
 * One of the processes that race for the settings lock (settings.test.ts). For each round number
 * read from stdin it makes one update, which proves it is alone inside the lock: the update creates
 * `marker` exclusively (another process inside would have it), and removes it once written, still
 * inside. It answers `ok` or `error <message>` on stdout.
 *
 * node --import tsx settings-racer.ts <dataDir> <marker>
 */
import { closeSync, openSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { openSettings } from '../settings.js';

const [dataDir, marker] = process.argv.slice(2) as [string, string];
const { store } = await openSettings(dataDir);
store.subscribe(() => rmSync(marker));
for await (const line of createInterface({ input: process.stdin })) {
  try {
    await store.update((settings) => {
      closeSync(openSync(marker, 'wx'));
      settings.sync.concurrency = (Number(line) % 4) + 1;
    });
    process.stdout.write('ok\n');
  } catch (error) {
    process.stdout.write(`error ${error instanceof Error ? error.message : String(error)}\n`);
  }
}
