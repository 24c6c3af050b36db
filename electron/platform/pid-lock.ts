/**
 * Whether a process of this computer is alive: how the claims on a shared hot folder (sync and jobs)
 * tell a claim of a crashed process on this same computer. The locks in the data folder use no pid:
 * they are the system's own (file-lock.ts).
 */

/** Whether a process of this computer is alive (EPERM: alive, another user's). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
