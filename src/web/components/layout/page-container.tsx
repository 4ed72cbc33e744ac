import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';

/**
 * The widths of a work area's pages (admin, teacher), one per kind of page
 * (docs/decisions/area-shell-and-paths.md):
 * - `wide`: dashboards, lists, tables and reports, on the shell's whole content width;
 * - `reading`: forms, settings and lists read line by line, at most 64rem (1024 px), where
 *   fields and lines stay short enough to follow.
 * Both start at the shell's left edge, under the brand, so a page's title does not move
 * when the menu opens another page.
 */
const WIDTH_OF: Record<PageKind, string> = { wide: 'w-full', reading: 'w-full max-w-5xl' };

export type PageKind = 'wide' | 'reading';

/** A page's outer box inside the area shell: its kind's width, and the sections spaced alike. */
export function PageContainer({ kind, className, children }: { kind: PageKind; className?: string; children: ReactNode }) {
  return (
    <div data-page-kind={kind} className={cn(WIDTH_OF[kind], 'space-y-6', className)}>
      {children}
    </div>
  );
}
