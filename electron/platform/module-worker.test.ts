import { once } from 'node:events';
import type { ResourceLimits } from 'node:worker_threads';
import { expect, it } from 'vitest';
import { startModuleWorker } from './module-worker.js';

it('starts a thread from the sources with the resource limits it is given', async () => {
  const worker = startModuleWorker(
    new URL('./test-support/report-limits', import.meta.url),
    import.meta.url,
    null,
    { maxYoungGenerationSizeMb: 8 },
  );
  try {
    const [limits] = (await once(worker, 'message')) as [ResourceLimits];
    expect(limits.maxYoungGenerationSizeMb).toBe(8);
  } finally {
    await worker.terminate();
  }
});
