/**
 * A workstation that compacts a folder's finished claims once, in a process of its own, so a test
 * can kill it mid-way: `node --import tsx compact-once.ts <folder> <instance id>`.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { JobCompaction } from '../job-compaction.js';
import { daysNow, scope, workstation } from './finished-jobs.js';

const [folder, instanceId] = process.argv.slice(2) as [string, string];
const claims = workstation(instanceId);
const dir = path.join(folder, '.printdesk', 'jobs');
const files = (await fs.readdir(dir)).filter((n) => n.endsWith('.job')).map((n) => path.join(dir, n));
const gone = await new JobCompaction(claims, 60 * 60_000, daysNow).compact(
  { localPath: folder, remotePath: scope },
  files,
);
console.log(`compacted ${gone.length}`);
