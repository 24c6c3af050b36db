/* global window, document, location, requestAnimationFrame, MutationObserver */
/**
 * The in-page half of bench/library-render.ts, added to the page as a script so it runs as written
 * (the measuring code needs the DOM, which the benchmark's own Node type-check does not have).
 */
/** The Files view as a table or a grid: its scroller, a rendered row or cell, and the last one. */
const layouts = {
  table: {
    scroller: '[role="table"][aria-label="Files"] [data-virtual-scroller]',
    first: '[role="table"][aria-label="Files"] [data-virtual-scroller] [role="row"]',
    last: (total) => `[role="row"][aria-rowindex="${total + 1}"]`,
  },
  grid: {
    scroller: '[role="listbox"][aria-label="Files"]',
    first: '[role="listbox"][aria-label="Files"] [role="option"]',
    last: (total) => `[role="option"][aria-posinset="${total}"]`,
  },
};
const firstRow = (layout = 'table') => document.querySelector(layouts[layout].first);

window.libraryBench = {
  /** From navigation start: `libraryBenchColdRows` resolves when the first row of the Files table is painted. */
  watchColdStart() {
    window.libraryBenchColdRows = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!firstRow()) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now())));
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  },

  /** Resolves with ms from the next click to the frame that paints the first row (or grid cell) of the Files view. */
  watchFirstRows(layout = 'table') {
    let clickedAt = 0;
    document.addEventListener('click', () => (clickedAt = performance.now()), { capture: true, once: true });
    window.libraryBenchFirstRows = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!firstRow(layout)) return;
        observer.disconnect();
        // The row is in the DOM; the frame after the next animation frame has painted it.
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  },

  /** One `library.search` round trip for the first page of a folder, over a socket of its own. */
  async searchRoundTrip(folderName) {
    const token = new URLSearchParams(location.search).get('token') ?? '';
    const socket = new WebSocket(`ws://${location.host}/api/ws?token=${encodeURIComponent(token)}`);
    await new Promise((resolve) => socket.addEventListener('open', resolve, { once: true }));
    const call = (id, channel, input) =>
      new Promise((resolve) => {
        const onMessage = (event) => {
          const message = JSON.parse(String(event.data));
          if (message.id !== id) return;
          socket.removeEventListener('message', onMessage);
          resolve(message.value);
        };
        socket.addEventListener('message', onMessage);
        socket.send(JSON.stringify({ id, channel, input }));
      });
    const tree = await call(1, 'library.tree', {});
    const folderId = tree.subFolders.find((folder) => folder.name === folderName)?.id;
    const start = performance.now();
    await call(2, 'library.search', { folderId, page: 1, pageSize: 200 });
    const took = performance.now() - start;
    socket.close();
    return took;
  },

  /** Scrolls the Files view one step per frame until its last row or cell shows; long tasks and dropped frames on the way. */
  async scrollToEnd(step, total, layout = 'table') {
    const body = document.querySelector(layouts[layout].scroller);
    body.scrollTop = 0;
    const tasks = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: false });
    const frameMs = 1000 / 60;
    const start = performance.now();
    let last = start;
    let frames = 0;
    let dropped = 0;
    const lastRowShown = () => body.querySelector(layouts[layout].last(total)) !== null;
    await new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('the last row never appeared')), 300_000);
      const tick = (now) => {
        frames++;
        dropped += Math.max(0, Math.round((now - last) / frameMs) - 1);
        last = now;
        body.scrollTop += step;
        if (lastRowShown()) {
          clearTimeout(timeout);
          resolve();
          return;
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    observer.disconnect();
    return {
      scrollMs: performance.now() - start,
      frames,
      droppedFrames: dropped,
      longTasks: tasks.length,
      longestTaskMs: tasks.length ? Math.max(...tasks) : 0,
    };
  },
};
