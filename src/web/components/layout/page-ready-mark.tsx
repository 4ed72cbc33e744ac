import { useEffect } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/**
 * Marks the document once the page is live (rendered, or for a page the server rendered,
 * hydrated and its controls turned live): `<html data-page-ready>`. Rendered in the same
 * Suspense boundary as the page, after it, so it waits for it; from then on components start
 * live. The end-to-end tests wait for it before they click or type.
 */
export function PageReadyMark() {
  const live = useHydrated();
  useEffect(() => {
    if (live) document.documentElement.dataset.pageReady = '';
  }, [live]);
  return null;
}
