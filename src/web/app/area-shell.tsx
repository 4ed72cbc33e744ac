import { Suspense, type ReactNode } from 'react';
import type { Role } from '#contracts/endpoint';
import { AreaLayout } from '#web/components/layout/area-layout.tsx';
import { PageSkeleton } from '#web/components/layout/page-loading.tsx';
import { AREA_MENUS } from './area-menus.ts';

/**
 * An area's guard, header and menu, around its current page. Loaded on demand (with the
 * page, not before it: see `router.tsx`) so the landing page does not download it.
 */
export default function AreaShell({ role, withMenu, children }: { role: Role; withMenu: boolean; children: ReactNode }) {
  return (
    <AreaLayout role={role} menu={withMenu ? AREA_MENUS[role] : undefined}>
      {/* A page's first visit loads its code: the header stays and the content shows skeletons. */}
      <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
    </AreaLayout>
  );
}
