import { lazy, type ComponentType } from 'react';
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

// Every page but the landing loads on demand, to keep `/` small.
export function page(path: string | { readonly pattern: string }, load: () => Promise<PageModule>, options: { withoutMenu?: boolean } = {}): PageRoute {
  return { pattern: patternOf(path), load, page: lazy(load), ...options };
}
