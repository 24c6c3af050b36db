/**
 * Who uploaded a version of a shared hot folder's file, and how long ago: its claim's done marker,
 * or the done line of a lone workstation's log (solo-log.ts). Hot-folder jobs read it to tell a
 * file uploaded here from one uploaded elsewhere.
 */
import path from 'node:path';
import type { RecordKey } from '../print-service/record-key.js';
import { readClaim } from './claim-records.js';
import { claimName, type ClaimantIdentity, type ClaimSubject } from './claimant.js';
import { sharedStateFolder } from './share-files.js';
import { ServerClock } from './share-lease.js';
import type { ShareRecords } from './share-records.js';
import { recordScope } from './share-seal.js';
import { soloFolder, SoloLogIndex } from './solo-log.js';

/** Who uploaded a version (its "done" marker), and how long ago by the file server's clock. */
export interface UploadDone {
  readonly host: string;
  readonly instanceId?: string;
  readonly ageMs: number;
}

/** Each folder's solo logs (by folder, scope and key), read as they grow. */
const soloLogs = new Map<string, SoloLogIndex>();

/**
 * Who uploaded a version, if another instance (or this one) did; undefined when nothing says so
 * (not uploaded under a claim or a soloist's log, or a folder that takes no claims).
 */
export async function uploadDone(
  subject: ClaimSubject,
  me: ClaimantIdentity,
  records: ShareRecords,
  key: RecordKey,
): Promise<UploadDone | undefined> {
  const name = claimName(subject);
  const dir = path.join(subject.folder, sharedStateFolder, 'claims');
  const claimPath = path.join(dir, `${name}.claim`);
  const record = await readClaim(records, { folder: subject.folder, dir, claimPath, key, name }).catch(
    () => undefined,
  );
  if (record?.state === 'done') {
    const age = await (await ServerClock.read(dir, me)).ageOf(claimPath);
    if (age === undefined) return undefined;
    return {
      host: record.host,
      ...(record.instanceId ? { instanceId: record.instanceId } : {}),
      ageMs: Math.max(0, age),
    };
  }
  if (record) return undefined;
  const solo = soloFolder(subject.folder, recordScope(subject.scope));
  const id = `${solo.dir}\0${key.id}`;
  let index = soloLogs.get(id);
  if (!index) soloLogs.set(id, (index = new SoloLogIndex(path.join(solo.dir, 'logs'), solo.scopeDir, key)));
  await index.refresh();
  const logged = index.lookUp(name);
  if (logged?.kind !== 'done') return undefined;
  const now = (await ServerClock.read(solo.dir, me).catch(() => undefined))?.now;
  if (now === undefined) return undefined;
  return { host: logged.host, instanceId: logged.instanceId, ageMs: Math.max(0, now - logged.atServerMs) };
}
