/**
 * The embedded sandbox on the core's own event loop, as it ran before it had a process of its own.
 * Only the reference run of the responsiveness benchmark (bench/main-responsiveness.ts) uses it, to
 * measure what the separate process saves; the app always uses a process.
 */
import type { SandboxLauncher } from '../app/connection/sandbox-process.js';

export const inProcessSandboxLauncher: SandboxLauncher = {
  async start({ dataDir, port }) {
    const { startSandbox } = await import('../sandbox/index.js');
    const sandbox = await startSandbox({ dataDir, port });
    return {
      url: sandbox.url,
      key: sandbox.key,
      orderFriendlyIds: sandbox.orderFriendlyIds,
      pid: process.pid,
      stop: () => sandbox.close(),
      onExit: () => {},
    };
  },
};
