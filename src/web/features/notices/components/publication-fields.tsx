import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '#web/components/ui/form.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/utils.ts';

// The fields the three publishing forms share (task, event, announcement).

export interface Option {
  value: string;
  label: string;
}

interface FieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  className?: string;
}

export function SelectField<T extends FieldValues>({ control, name, label, description, className, options, placeholder }: FieldProps<T> & { options: Option[]; placeholder?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value ?? ''} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** `nullable`: an emptied field is null (an optional date), not ''. */
export function TextField<T extends FieldValues>({ control, name, label, description, className, type = 'text', multiline = false, nullable = false }: FieldProps<T> & { type?: 'text' | 'date' | 'time' | 'datetime-local'; multiline?: boolean; nullable?: boolean }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {multiline ? (
              <Textarea rows={4} {...field} value={field.value ?? ''} />
            ) : (
              <Input type={type} {...field} value={field.value ?? ''} onChange={(event) => field.onChange(nullable && event.target.value === '' ? null : event.target.value)} />
            )}
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** A whole number; empty is NaN for the schema (its message says what is missing), or null where `nullable`. */
export function NumberField<T extends FieldValues>({ control, name, label, description, className, min, max, nullable = false }: FieldProps<T> & { min: number; max: number; nullable?: boolean }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={cn(className)}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              {...field}
              value={field.value === null || Number.isNaN(field.value) ? '' : field.value}
              onChange={(event) => field.onChange(nullable && event.target.value === '' ? null : event.target.valueAsNumber)}
            />
          </FormControl>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
