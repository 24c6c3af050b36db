/**
 * The page's main-thread tasks while something runs, from a Chromium trace: how long each took on
 * the wall clock and how much CPU the thread spent in it. On a loaded machine a task can last 50 ms
 * on the wall while the thread ran 3 ms (it waited for a core); the CPU figure is the page's own work,
 * so it says whether the renderer would make a long task on a quiet machine.
 */
import type { Page } from 'playwright-core';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
}

export interface MainThreadTasks {
  /** Tasks of over 50 ms of the thread's CPU time. */
  cpuLongTasks: number;
  longestCpuMs: number;
}

/** Traces the page while `work` runs and sums up its main thread's tasks. */
export async function traceMainThread<T>(
  page: Page,
  work: () => Promise<T>,
): Promise<{ result: T; tasks: MainThreadTasks }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) => events.push(...(data.value as unknown as TraceEvent[])));
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    const result = await work();
    await cdp.send('Tracing.end');
    await complete;
    return { result, tasks: mainThreadTasks(events) };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

function mainThreadTasks(events: readonly TraceEvent[]): MainThreadTasks {
  // The page's main thread is the one that runs its script.
  const script = events.find((e) => e.name === 'FunctionCall');
  if (!script) throw new Error('the trace shows no script running: no main thread to measure');
  const cpuMs = events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === script.pid && e.tid === script.tid)
    .map((e) => (e.tdur ?? 0) / 1000);
  return {
    cpuLongTasks: cpuMs.filter((ms) => ms > 50).length,
    longestCpuMs: cpuMs.length ? Math.max(...cpuMs) : 0,
  };
}
