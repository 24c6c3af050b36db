/** Waiting on a condition by polling it: tests wait on what happened, never on a sleep alone. */

/** Polls `condition` until it holds; fails with `message` after `timeoutMs`, and what `seen()` (text or JSON) says then. */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  message = 'condition',
  seen?: () => unknown,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      const what = seen ? await seen() : undefined;
      const saw = seen ? `\nSaw: ${typeof what === 'string' ? what : JSON.stringify(what)}` : '';
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${message}.${saw}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
