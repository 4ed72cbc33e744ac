import { useState } from 'react';

/**
 * The server's cursors of a list read page after page: "Próxima" reads on from where the shown
 * page ended, so a page deep in a long list costs what the first does. The cursors belong to
 * one `scope` (the search, filters and order, as a string): a new scope starts without any.
 * `after`: the cursor of `page`, when the page before it was shown; `remember(page, cursor)`
 * keeps the cursor of the page about to be shown.
 */
export function usePageCursors(scope: string, page: number) {
  const [cursors, setCursors] = useState<{ scope: string; after: Record<number, string> }>({ scope, after: {} });
  const after = cursors.scope === scope ? cursors.after[page] : undefined;
  const remember = (to: number, cursor: string | null | undefined) => {
    if (cursor) setCursors((kept) => ({ scope, after: { ...(kept.scope === scope ? kept.after : {}), [to]: cursor } }));
  };
  return { after, remember };
}
