import { Skeleton } from '#web/components/ui/skeleton.tsx';

/**
 * A page's placeholder while its code or first data loads: blocks where the content will
 * be, inside the frame (the header stays; no full-screen spinner).
 */
export function PageSkeleton() {
  return (
    <div className="space-y-6" role="status" aria-live="polite" aria-busy="true" data-testid="page-skeleton">
      <span className="sr-only">Carregando…</span>
      <Skeleton className="h-9 w-64 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/**
 * Before the area's header can be drawn (its code or the session still loading): the
 * header's bar and the content placeholder, at their final sizes, so nothing blanks or jumps.
 */
export function FrameSkeleton() {
  return (
    <div className="min-h-screen bg-background" data-testid="frame-skeleton">
      <div className="sticky top-0 z-30 border-b bg-background/95">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
          <Skeleton className="h-8 w-28" />
          <div className="flex-1" />
          <Skeleton className="h-8 w-8 rounded-full" />
          <Skeleton className="h-8 w-8 rounded-full" />
          <Skeleton className="h-8 w-16" />
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-8">
        <PageSkeleton />
      </div>
    </div>
  );
}
