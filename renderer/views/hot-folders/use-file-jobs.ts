/**
 * Hot-folder jobs for the activity: the job of each uploaded file version (jobs.list, then every
 * jobs.changed), and Retry of a failed one.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import type { ActivityEntry } from '../../../electron/ipc/contract/sync.js';
import type { IpcError } from '../../../electron/ipc/errors.js';
import { getApi } from '../../bridge/api.js';
import { toIpcError } from '../../components/error-text.js';

export interface FileJobs {
  /** The job of the version the entry uploaded (`<file key>@<file id>`): a changed file gets a new one. */
  jobOf(entry: ActivityEntry): JobRow | undefined;
  readonly error: IpcError | null;
  retry(job: JobRow): Promise<void>;
}

export function useFileJobs(): FileJobs {
  const [byId, setById] = useState<ReadonlyMap<string, JobRow>>(new Map());
  const [error, setError] = useState<IpcError | null>(null);

  const put = useCallback((rows: readonly JobRow[]) => {
    setById((current) => {
      const next = new Map(current);
      for (const row of rows) {
        const known = next.get(row.id);
        if (!known || row.at >= known.at) next.set(row.id, row);
      }
      return next;
    });
  }, []);

  useEffect(() => {
    const api = getApi();
    let live = true;
    api['jobs.list']({}).then(
      (reply) => live && put(reply.jobs),
      (e: unknown) => live && setError(toIpcError(e)),
    );
    const off = api.on('jobs.changed', (row) => put([row]));
    return () => {
      live = false;
      off();
    };
  }, [put]);

  const retry = useCallback(
    async (job: JobRow) => {
      setError(null);
      try {
        put([await getApi()['jobs.retry']({ id: job.id })]);
      } catch (e) {
        setError(toIpcError(e));
      }
    },
    [put],
  );

  return useMemo(
    () => ({
      jobOf: (entry) =>
        entry.state === 'uploaded' && entry.remoteFileId
          ? byId.get(`${entry.fileKey}@${entry.remoteFileId}`)
          : undefined,
      error,
      retry,
    }),
    [byId, error, retry],
  );
}
