/**
 * Test helper (app-log.test.ts): opens the log in the data folder given as argv[2], writes argv[3]
 * file events, and is killed (SIGKILL) the moment the last call returns: no exit handler, no flush.
 */
import { openAppLog } from '../app-log.js';

const [dataDir, count] = process.argv.slice(2);
const log = await openAppLog({ dataDir: dataDir!, maxFileBytes: 1024 * 1024 });
for (let i = 1; i <= Number(count); i++) {
  log.file({
    key: `link-1:crash/file-${i}.pdf`,
    linkId: 'link-1',
    relPath: `crash/file-${i}.pdf`,
    remoteFolder: '/Hot folder',
    state: 'uploaded',
    size: i,
    attempts: 1,
    at: Date.now(),
  });
}
process.kill(process.pid, 'SIGKILL');
