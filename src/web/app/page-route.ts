import { createElement, Fragment, lazy, type ComponentType } from 'react';
import { PageReadyMark } from '#web/components/layout/page-ready-mark.tsx';
import { patternOf } from '#web/lib/paths.ts';

type PageModule = { default: ComponentType };

export interface PageRoute {
  /** the route pattern, read from `paths` (defined once there) */
  pattern: string;
  load: () => Promise<PageModule>;
  page: ComponentType;
  /** the exam keeps the student on the attempt: no area menu in its header */
  withoutMenu?: boolean;
}

/** The page with its mark, in the same Suspense boundary (so the mark waits for the page). */
export function withReadyMark(Page: ComponentType): ComponentType {
  const Marked = () => createElement(Fragment, null, createElement(Page), createElement(PageReadyMark));
  Marked.displayName = `Ready(${Page.displayName ?? Page.name})`;
  return Marked;
}

// Every page but the landing loads on demand, to keep `/` small; with it, tailwind-merge for cn()
// (the landing does without: lib/utils.ts), in parallel and before the page first renders.
export function page(path: string | { readonly pattern: string }, load: () => Promise<PageModule>, options: { withoutMenu?: boolean } = {}): PageRoute {
  const loadWithClassMerge = () => Promise.all([load(), import('#web/lib/class-merge.ts')]).then(([module]) => ({ default: withReadyMark(module.default) }));
  return { pattern: patternOf(path), load, page: lazy(loadWithClassMerge), ...options };
}
