import * as React from 'react';
import { Input } from '#web/components/ui/input.tsx';

/** "1.234,56", "49,90" or "49.90" → centavos; '' → null; anything else → NaN (the schema's message shows). */
function parseReais(text: string): number | null {
  const trimmed = text.trim().replace(/^R\$\s*/, '');
  if (trimmed === '') return null;
  const normalized = trimmed.includes(',') ? trimmed.replace(/\./g, '').replace(',', '.') : trimmed;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  return Math.round(Number(normalized) * 100);
}

const showReais = (cents: number | null | undefined) => (cents === null || cents === undefined || Number.isNaN(cents) ? '' : (cents / 100).toFixed(2).replace('.', ','));

/** Money typed in reais ("49,90"), held as integer centavos (DESIGN.md: money is centavos). */
export const MoneyInput = React.forwardRef<HTMLInputElement, Omit<React.InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> & {
  value: number | null | undefined;
  onChange: (cents: number | null) => void;
}>(({ value, onChange, onBlur, ...props }, ref) => {
  const [text, setText] = React.useState(showReais(value));
  React.useEffect(() => {
    // An outside change (form reset) replaces the text; our own typing does not.
    const parsed = parseReais(text);
    if (parsed !== value && !(Number.isNaN(parsed) && Number.isNaN(value))) setText(showReais(value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value]);
  return (
    <div className="relative">
      <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">R$</span>
      <Input
        ref={ref}
        inputMode="decimal"
        className="pl-10"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(parseReais(event.target.value));
        }}
        onBlur={(event) => {
          const parsed = parseReais(text);
          if (parsed !== null && !Number.isNaN(parsed)) setText(showReais(parsed));
          onBlur?.(event);
        }}
        {...props}
      />
    </div>
  );
});
MoneyInput.displayName = 'MoneyInput';
