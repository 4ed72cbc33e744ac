import { Button } from './button.tsx';

/** 'Anterior' · 'Página x de y' · 'Próxima', shown only when there is more than one page. */
export function Pagination({ page, pages, onPage, disabled }: { page: number; pages: number; onPage: (page: number) => void; disabled?: boolean }) {
  if (pages <= 1) return null;
  return (
    <nav className="flex items-center justify-center gap-3" aria-label="Paginação">
      <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </Button>
      <span className="text-sm text-muted-foreground">
        Página {page} de {pages}
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
