import { useEffect } from 'react';

/**
 * Marks the document once the page is live (rendered, or for a page the server rendered,
 * hydrated): `<html data-page-ready>`. Rendered in the same Suspense boundary as the page, so
 * it waits for it. The end-to-end tests wait for it before they click or type.
 */
export function PageReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.pageReady = '';
  }, []);
  return null;
}
