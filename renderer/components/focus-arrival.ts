/**
 * Focus that follows the person: after a view opens, an order is looked up or a document is made,
 * the focus goes to what appeared (its heading or first field) and it is scrolled into view, so a
 * keyboard or screen-reader user is where the sighted one looks, not dropped on the page's body.
 */

/**
 * Focuses what `find` returns as soon as it is drawn (a view loaded lazily, a panel drawn after an
 * answer): looked for each frame, for `timeoutMs` at most. A heading is made focusable from script
 * (tabIndex -1). While that time lasts, a view that draws itself again once its data is in (the
 * heading replaced, the focus fallen to the page) has its new heading focused; once the person moves
 * the focus elsewhere, it is left alone. Returns a function that stops looking.
 */
export function focusWhenDrawn(
  find: () => HTMLElement | null,
  { timeoutMs = 5000, block = 'nearest' }: { timeoutMs?: number; block?: ScrollLogicalPosition } = {},
): () => void {
  const until = Date.now() + timeoutMs;
  let frame = 0;
  let stopped = false;
  let focused: HTMLElement | null = null;
  const look = () => {
    if (stopped) return;
    const active = document.activeElement;
    const dropped = !active || active === document.body;
    if (focused && !dropped && active !== focused) return; // the person went on
    const element = find();
    if (element && element !== active) {
      if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1;
      element.focus({ preventScroll: true });
      if (!focused) element.scrollIntoView?.({ block });
      focused = element;
    }
    if (Date.now() < until) frame = requestAnimationFrame(look);
  };
  look();
  return () => {
    stopped = true;
    cancelAnimationFrame(frame);
  };
}

/** The first field of a form or region a person fills in, or null. */
export function firstField(container: ParentNode | null): HTMLElement | null {
  return (
    container?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])',
    ) ?? null
  );
}
