import type { ReactNode } from 'react';
import { useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { RefreshCw, Save } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button.tsx';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage } from '#web/components/ui/form.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { adminSettingsQueryKey } from '../api/admin-settings.ts';

// The fields of the settings tabs, drawn with the one form pattern (components/ui/form.tsx).

export function TextField<T extends FieldValues>({ name, label, description, type = 'text', autoComplete, placeholder }: {
  name: Path<T>; label: string; description?: ReactNode; type?: 'text' | 'email' | 'password'; autoComplete?: string; placeholder?: string;
}) {
  const { control } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type={type} autoComplete={autoComplete ?? 'off'} placeholder={placeholder} {...field} value={(field.value as string | undefined) ?? ''} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A whole number; an empty box is NaN, which the schema answers with its "Informe…" message. */
export function NumberField<T extends FieldValues>({ name, label, description, min, max }: { name: Path<T>; label: string; description?: ReactNode; min: number; max: number }) {
  const { control } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={Number.isNaN(field.value) ? '' : (field.value as number)}
              onChange={(event) => field.onChange(event.target.valueAsNumber)}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function SwitchField<T extends FieldValues>({ name, label, description }: { name: Path<T>; label: string; description: ReactNode }) {
  const { control } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex flex-row items-start justify-between gap-4 rounded-lg border p-4">
          <div className="space-y-1">
            <FormLabel>{label}</FormLabel>
            <FormDescription>{description}</FormDescription>
          </div>
          <FormControl>
            <Switch checked={field.value as boolean} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} />
          </FormControl>
        </FormItem>
      )}
    />
  );
}

export function TextAreaField<T extends FieldValues>({ name, label, description }: { name: Path<T>; label: string; description?: ReactNode }) {
  const { control } = useFormContext<T>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Textarea rows={8} className="font-mono text-xs sm:text-sm" {...field} value={(field.value as string | undefined) ?? ''} />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * The error of the last save and the save button. After a 409 (someone else saved first)
 * it offers to reload the current values; the admin's typed values are then replaced.
 */
export function SaveBar({ pending, conflict, label = 'Salvar configurações', children }: { pending: boolean; conflict: boolean; label?: string; children?: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <div className="space-y-3">
      <FormRootMessage />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          <Save aria-hidden="true" /> {pending ? 'Salvando...' : label}
        </Button>
        {conflict ? (
          <Button type="button" variant="outline" onClick={() => void queryClient.invalidateQueries({ queryKey: adminSettingsQueryKey })}>
            <RefreshCw aria-hidden="true" /> Recarregar valores atuais
          </Button>
        ) : null}
        {children}
      </div>
    </div>
  );
}
