import { startTransition, useEffect, useState } from 'react';

let hydrating = false;

/** Called by app/main.tsx before it takes over the server's HTML. */
export function hydrationStarts(): void {
  hydrating = true;
}

/**
 * Whether a component mounted now starts live: never on the server; at once in a page the
 * browser renders itself; in a page taken over from the server's HTML, once the page's ready mark
 * (`<html data-page-ready>`, components/layout/page-ready-mark.tsx) says it has hydrated.
 */
const startsLive = () => typeof window !== 'undefined' && (!hydrating || document.documentElement.hasAttribute('data-page-ready'));

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
