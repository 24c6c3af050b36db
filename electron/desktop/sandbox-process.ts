/**
 * In the desktop app the embedded sandbox runs in an Electron utility process: a child Chromium
 * manages and ends with the app, running the same `printdesk sandbox --json` as the forked child of
 * the headless host (electron/core/sandbox-process.ts does the rest).
 */
import { utilityProcess } from 'electron';
import { attachSandboxChild, sandboxArgs, sandboxEntry } from '../app/connection/sandbox-process.js';
import type { SandboxLauncher } from '../app/connection/sandbox-process.js';

export const utilitySandboxLauncher: SandboxLauncher = {
  start(options) {
    // The app always runs its build, so the entry is the CLI's .js in dist/.
    const child = utilityProcess.fork(sandboxEntry().path, sandboxArgs(options), {
      stdio: 'pipe',
      serviceName: 'PrintDesk sandbox',
    });
    const exited = new Promise<string>((resolve) => {
      child.once('exit', (code) => resolve(`exit code ${code}`));
    });
    return attachSandboxChild(
      {
        // Known once the process has spawned, before it can announce itself.
        get pid() {
          return child.pid;
        },
        stdout: child.stdout,
        stderr: child.stderr,
        exited,
        kill: (signal) => {
          // utilityProcess.kill() asks politely (SIGTERM); a sandbox that does not stop is killed outright.
          if (signal === 'SIGTERM' || child.pid === undefined) {
            child.kill();
            return;
          }
          try {
            process.kill(child.pid, signal);
          } catch {
            // Already gone: its exit is on its way.
          }
        },
      },
      options.log,
    );
  },
};
