import { clsx, type ClassValue } from 'clsx';

/**
 * How a later Tailwind class overrides an earlier one (`p-6 pt-0` + `pt-6`): tailwind-merge,
 * installed by lib/class-merge.ts with every page but the landing, whose 100 KB budget cannot
 * carry its ≈ 9 KB gzip. Until then the classes are only joined: the landing and the not-found
 * page pass no class that another overrides (tests/e2e/public/landing-classes.spec.ts).
 */
let mergeClasses: (classes: string) => string = (classes) => classes;

export function setClassMerge(merge: (classes: string) => string): void {
  mergeClasses = merge;
}

export function cn(...inputs: ClassValue[]) {
  return mergeClasses(clsx(inputs));
}

/** Initials for avatar fallbacks: "Lucas Almeida" → "LA". */
export function initialsOf(name: string): string {
  const parts = name.replace(/^(Prof\.|Profa\.|Dra\.|Dr\.)\s+/i, '').trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')).toUpperCase();
}
