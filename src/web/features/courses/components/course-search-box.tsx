import * as React from 'react';
import { Search, X } from 'lucide-react';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/utils.ts';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * 'Buscar cursos...': reports the text after typing pauses, so each keystroke does not hit
 * the server. Controlled by the page (the text lives in the URL).
 */
export function CourseSearchBox({ value, onSearch, className }: { value: string; onSearch: (q: string) => void; className?: string }) {
  const [text, setText] = React.useState(value);
  const latest = React.useRef(onSearch);
  latest.current = onSearch;

  React.useEffect(() => setText(value), [value]);
  React.useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        latest.current(text);
      }}
    >
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Buscar cursos..."
        aria-label="Buscar cursos"
        maxLength={100}
        className="pl-9 pr-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            latest.current('');
          }}
          aria-label="Limpar busca"
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      ) : null}
    </form>
  );
}
