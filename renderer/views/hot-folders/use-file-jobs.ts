/**
 * Hot-folder jobs for the activity (stores/jobs.ts): the job of each uploaded file version, followed
 * while the list is on screen, and Retry of a failed one.
 */
import { useEffect, useMemo } from 'react';
import type { JobRow } from '../../../electron/ipc/contract/jobs.js';
import type { ActivityEntry } from '../../../electron/ipc/contract/sync.js';
import type { IpcError } from '../../../electron/ipc/errors.js';
import { jobIdOf, useJobs } from '../../stores/jobs.js';

export interface FileJobs {
  /** The job of the version the entry uploaded: a changed file gets a new one. */
  jobOf(entry: ActivityEntry): JobRow | undefined;
  readonly error: IpcError | null;
  retry(job: JobRow): Promise<void>;
}

export function useFileJobs(): FileJobs {
  const jobs = useJobs((state) => state.jobs);
  const error = useJobs((state) => state.errors.retry ?? state.errors.load ?? null);
  const retry = useJobs((state) => state.retry);

  useEffect(() => useJobs.getState().follow(), []);

  return useMemo(() => {
    const byId = new Map(jobs.map((job) => [job.id, job]));
    return {
      jobOf: (entry) => {
        const id = jobIdOf(entry);
        return id === undefined ? undefined : byId.get(id);
      },
      error,
      retry,
    };
  }, [jobs, error, retry]);
}
