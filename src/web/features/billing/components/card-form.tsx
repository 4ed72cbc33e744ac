import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { passesLuhn, type CardInput } from '#contracts/billing';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

type Field = 'number' | 'holderName' | 'expiry' | 'cvv';

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
const formatCardNumber = (value: string) => value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1228" → "12/28" while typing. */
function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function validate(values: Record<Field, string>, now = new Date()): { card?: CardInput; errors: Partial<Record<Field, string>> } {
  const errors: Partial<Record<Field, string>> = {};
  const number = values.number.replace(/\D/g, '');
  if (!number) errors.number = 'Informe o número do cartão.';
  else if (number.length < 13 || !passesLuhn(number)) errors.number = 'Número do cartão inválido.';
  if (values.holderName.trim().length < 3) errors.holderName = 'Informe o nome impresso no cartão.';
  const match = /^(\d{2})\/(\d{2})$/.exec(values.expiry);
  const month = match ? Number(match[1]) : 0;
  const year = match ? 2000 + Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) errors.expiry = 'Validade inválida. Use MM/AA.';
  else if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) errors.expiry = 'Cartão vencido.';
  if (!/^\d{3,4}$/.test(values.cvv)) errors.cvv = 'CVV inválido.';
  if (Object.keys(errors).length > 0) return { errors };
  return { errors, card: { number, holderName: values.holderName.trim(), expMonth: month, expYear: year, cvv: values.cvv } };
}

export interface CardFormProps {
  submitLabel: string;
  pending?: boolean;
  /** The server's answer to the last attempt (declined card…). */
  error?: string | null;
  disabled?: boolean;
  onSubmit: (card: CardInput) => void;
  /** Shown above the submit button. */
  children?: ReactNode;
}

/** Card number, holder, expiry and CVV, checked here and again by the server. */
export function CardForm({ submitLabel, pending, error, disabled, onSubmit, children }: CardFormProps) {
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({ number: '', holderName: '', expiry: '', cvv: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = (field: Field, value: string) => setValues((v) => ({ ...v, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate(values);
    setErrors(result.errors);
    if (result.card) onSubmit(result.card);
  }

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-xs font-medium text-destructive">
        {errors[field]}
      </p>
    ) : null;
  const describedBy = (field: Field) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Dados do cartão">
      <div className="space-y-2">
        <Label htmlFor={`${id}-number`}>Número do cartão</Label>
        <Input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="0000 0000 0000 0000"
          value={values.number}
          onChange={(e) => set('number', formatCardNumber(e.target.value))}
          aria-invalid={Boolean(errors.number)}
          aria-describedby={describedBy('number')}
        />
        {fieldError('number')}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-holder`}>Nome impresso no cartão</Label>
        <Input
          id={`${id}-holder`}
          autoComplete="cc-name"
          value={values.holderName}
          onChange={(e) => set('holderName', e.target.value.toUpperCase())}
          aria-invalid={Boolean(errors.holderName)}
          aria-describedby={describedBy('holderName')}
        />
        {fieldError('holderName')}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div className="space-y-2">
          <Label htmlFor={`${id}-expiry`}>Validade (MM/AA)</Label>
          <Input
            id={`${id}-expiry`}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/AA"
            value={values.expiry}
            onChange={(e) => set('expiry', formatExpiry(e.target.value))}
            aria-invalid={Boolean(errors.expiry)}
            aria-describedby={describedBy('expiry')}
          />
          {fieldError('expiry')}
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-cvv`}>CVV</Label>
          <Input
            id={`${id}-cvv`}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={values.cvv}
            onChange={(e) => set('cvv', e.target.value.replace(/\D/g, '').slice(0, 4))}
            aria-invalid={Boolean(errors.cvv)}
            aria-describedby={describedBy('cvv')}
          />
          {fieldError('cvv')}
        </div>
      </div>
      {children}
      {error ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 p-3 text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={pending || disabled}>
        {pending ? 'Processando…' : submitLabel}
      </Button>
    </form>
  );
}
