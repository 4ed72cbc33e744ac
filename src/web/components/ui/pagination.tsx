import { Button } from './button.tsx';
import { plural } from '#contracts/plural';

/**
 * 'Anterior' · 'Página x de y' · 'Próxima', shown only when there is more than one page.
 * `pagesKnown` false (a total counted only up to a cap): 'Página x', and `pages` is as far as
 * one can go from here (the next page when there is one).
 */
export function Pagination({ page, pages, onPage, disabled, pagesKnown = true }: { page: number; pages: number; onPage: (page: number) => void; disabled?: boolean; pagesKnown?: boolean }) {
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-center gap-3" aria-label="Paginação">
      <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className="text-sm text-muted-foreground">
        {pagesKnown ? `Página ${page} de ${pages}` : `Página ${page}`}
      </span>
      <Button variant="outline" size="sm" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        Próxima
      </Button>
    </nav>
  );
}

/** How many pages a list of `total` rows has at `pageSize` per page (at least one). */
export function pagesOf({ total, pageSize }: { total: number; pageSize: number }): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * How many pages can be reached from `page`: every page of the total, or, when the total was
 * counted only up to a cap (`totalIsAtLeast`), as far as the next page when there is one.
 */
export function reachablePages(page: number, list: { total: number; pageSize: number; totalIsAtLeast: boolean; next: string | null } | undefined): number {
  if (!list) return 1;
  return list.totalIsAtLeast ? (list.next ? page + 1 : page) : pagesOf(list);
}

/** How many a list found, in a sentence: "12 usuários", or "Mais de 1.000 usuários" for a total counted only up to its cap. */
export function countOfList(list: { total: number; totalIsAtLeast: boolean }, one: string, other: string): string {
  const count = plural(list.total, one, other);
  return list.totalIsAtLeast ? `Mais de ${count}` : count;
}
