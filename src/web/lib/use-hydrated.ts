import { startTransition, useEffect, useState } from 'react';

/**
 * Whether a component mounted now starts live: true in a page the browser renders itself, false
 * from app/main.tsx's `hydrationStarts()` until the page taken over from the server's HTML has
 * hydrated (`pageIsLive()`, from the page's ready mark). Never true on the server.
 */
let startsLive = typeof window !== 'undefined';

export function hydrationStarts(): void {
  startsLive = false;
}

export function pageIsLive(): void {
  startsLive = true;
}

/**
 * False while React renders on the server or hydrates a page rendered there, true from the render
 * that follows (and at once in a page the browser renders itself). What the server cannot know
 * (stored preferences, a portal's target) waits for it, so hydration meets the server's HTML.
 *
 * Each component turns itself live in a transition after its hydration: not a
 * useSyncExternalStore, whose change after hydration React renders synchronously in the task
 * that committed the page (every submit button, menu and toggle of the page again, one long
 * task on a phone). Components hydrated in the same commit turn live in one render that yields.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(startsLive);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
