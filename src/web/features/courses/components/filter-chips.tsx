import { X } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import type { FilterChip, FilterKey } from '../filters.ts';

/** The applied filters as removable chips; removing one removes that filter. */
export function FilterChips({ chips, onRemove, onClear }: { chips: FilterChip[]; onRemove: (key: FilterKey) => void; onClear: () => void }) {
  if (chips.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label="Filtros aplicados" data-testid="filter-chips">
      {chips.map((chip) => (
        <li key={chip.key} className="inline-flex items-center gap-1 rounded-full border bg-secondary py-1 pl-3 pr-1 text-sm text-secondary-foreground">
          <span>{chip.label}</span>
          <button
            type="button"
            onClick={() => onRemove(chip.key)}
            aria-label={`Remover filtro ${chip.label}`}
            className="rounded-full p-1 hover:bg-background/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="h-3.5 w-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
      <li>
        <Button variant="link" size="sm" className="h-auto px-1" onClick={onClear}>
          Limpar filtros
        </Button>
      </li>
    </ul>
  );
}
