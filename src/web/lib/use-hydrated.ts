import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while React renders on the server or hydrates a page rendered there, true from the render
 * that follows (and at once in a page the browser renders itself). What the server cannot know
 * (stored preferences, a portal's target) waits for it, so hydration meets the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
