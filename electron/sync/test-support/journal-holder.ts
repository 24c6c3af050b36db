/**
 * A process holding a data folder's sync journal, as `printdesk sync` does (journal.test.ts). It
 * prints `held` once the journal is open; on SIGTERM it takes `<stopMs>` to stop (a sync flushing
 * its last uploads), then closes the journal and exits.
 *
 * node --import tsx journal-holder.ts <journal file> <stopMs>
 */
import { Journal } from '../journal.js';

const [file, stopMs] = process.argv.slice(2) as [string, string];
const journal = await Journal.open(file);
process.on('SIGTERM', () => {
  setTimeout(() => void journal.close().then(() => process.exit(0)), Number(stopMs));
});
process.stdout.write('held\n');
setInterval(() => {}, 60_000);
