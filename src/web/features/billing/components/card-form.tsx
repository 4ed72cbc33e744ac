import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CardInputSchema, passesLuhn, type CardInput } from '#contracts/billing';
import { lazySchema } from '#web/lib/lazy-schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
const formatCardNumber = (value: string) => value.replace(/\D/g, '').slice(0, 19).replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1228" → "12/28" while typing. */
function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "12/28" → month 12, year 2028; null when it is not MM/AA with a real month. */
function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  const month = match ? Number(match[1]) : 0;
  return match && month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

// The contract's card rules, on the fields as the student types them (one MM/AA field
// instead of month and year), plus what only the browser checks before paying: the Luhn
// digit and an expired card. The output is the contract's `CardInput`.
const CardFormSchema = lazySchema(() =>
  z
    .object({
      number: z
        .string()
        .refine((value) => value.replace(/\D/g, '') !== '', 'Informe o número do cartão.')
        .pipe(CardInputSchema.shape.number)
        .refine(passesLuhn, 'Número do cartão inválido.'),
      holderName: CardInputSchema.shape.holderName,
      expiry: z.string().superRefine((value, ctx) => {
        const expiry = parseExpiry(value);
        const now = new Date();
        if (!expiry) ctx.addIssue({ code: 'custom', message: 'Validade inválida. Use MM/AA.' });
        else if (!CardInputSchema.shape.expYear.safeParse(expiry.year).success) ctx.addIssue({ code: 'custom', message: 'Ano de validade inválido.' });
        else if (expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)) ctx.addIssue({ code: 'custom', message: 'Cartão vencido.' });
      }),
      cvv: CardInputSchema.shape.cvv,
    })
    .transform(({ number, holderName, expiry, cvv }): CardInput => {
      const { month, year } = parseExpiry(expiry) ?? { month: 0, year: 0 };
      return { number, holderName, expMonth: month, expYear: year, cvv };
    }),
);

export interface CardFormProps {
  submitLabel: string;
  pending?: boolean;
  /** The server's answer to the last attempt (declined card…). */
  error?: string | null;
  disabled?: boolean;
  onSubmit: (card: CardInput) => void;
  /** The card failed the browser's checks: the parent drops the last attempt's error (only the latest failure shows). */
  onInvalid?: () => void;
  /** Shown above the submit button. */
  children?: ReactNode;
}

/** Card number, holder, expiry and CVV, checked here and again by the server. */
export function CardForm({ submitLabel, pending, error, disabled, onSubmit, onInvalid, children }: CardFormProps) {
  const form = useForm({ resolver: formResolver(CardFormSchema), defaultValues: { number: '', holderName: '', expiry: '', cvv: '' } });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit, () => onInvalid?.())} noValidate className="space-y-4" aria-label="Dados do cartão">
        <FormField
          control={form.control}
          name="number"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Número do cartão</FormLabel>
              <FormControl>
                <Input inputMode="numeric" autoComplete="cc-number" placeholder="0000 0000 0000 0000" {...field} onChange={(e) => field.onChange(formatCardNumber(e.target.value))} />
              </FormControl>
              <FormMessage className="text-xs" />
            </FormItem>
          )}
        />
        <FormField
          control={form.control}
          name="holderName"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Nome impresso no cartão</FormLabel>
              <FormControl>
                <Input autoComplete="cc-name" {...field} onChange={(e) => field.onChange(e.target.value.toUpperCase())} />
              </FormControl>
              <FormMessage className="text-xs" />
            </FormItem>
          )}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormField
            control={form.control}
            name="expiry"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Validade (MM/AA)</FormLabel>
                <FormControl>
                  <Input inputMode="numeric" autoComplete="cc-exp" placeholder="MM/AA" {...field} onChange={(e) => field.onChange(formatExpiry(e.target.value))} />
                </FormControl>
                <FormMessage className="text-xs" />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="cvv"
            render={({ field }) => (
              <FormItem>
                <FormLabel>CVV</FormLabel>
                <FormControl>
                  <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} {...field} onChange={(e) => field.onChange(e.target.value.replace(/\D/g, '').slice(0, 4))} />
                </FormControl>
                <FormMessage className="text-xs" />
              </FormItem>
            )}
          />
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
    </Form>
  );
}
