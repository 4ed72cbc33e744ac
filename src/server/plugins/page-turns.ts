/**
 * Issue 24: API calls are not queued behind page work. A page request's own work on the main
 * thread (the session check before an area page, the plain page, a kept public page) takes a
 * turn: at most `slots` at once, the others wait in arrival order without costing anything.
 * API requests (the page's own calls from the browser, a render's calls) take no turn, so they
 * wait behind at most `slots` page steps on the event loop and the database pool instead of
 * behind every page asked for. docs/decisions/page-rendering-in-worker-threads.md.
 */
export interface PageTurns {
  /** Waits for a turn; the returned function ends it (calling it again does nothing). */
  take(): Promise<() => void>;
  /** Page requests waiting for a turn now (metrics). */
  waiting(): number;
}

export function createPageTurns(slots: number): PageTurns {
  let free = slots;
  const queue: Array<() => void> = [];
  const handOver = () => {
    const next = queue.shift();
    if (next) next();
    else free++;
  };
  return {
    async take() {
      if (free > 0) free--;
      else await new Promise<void>((resolve) => queue.push(resolve));
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        handOver();
      };
    },
    waiting: () => queue.length,
  };
}
