import type { ReactElement, ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { audienceKey } from '#contracts/notice-publishing';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '#web/components/ui/form.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';

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

/** What every publishing field draws around its control: the label, the hint and the message. */
function FieldFrame<T extends FieldValues>({ control, name, label, description, className, children }: FieldProps<T> & { children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          {children(field)}
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function SelectField<T extends FieldValues>({ options, placeholder, ...frame }: FieldProps<T> & { options: Option[]; placeholder?: string }) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
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
      )}
    </FieldFrame>
  );
}

/** `nullable`: an emptied field is null (an optional date), not ''. */
export function TextField<T extends FieldValues>({ type = 'text', multiline = false, nullable = false, ...frame }: FieldProps<T> & { type?: 'text' | 'date' | 'time' | 'datetime-local'; multiline?: boolean; nullable?: boolean }) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <FormControl>
          {multiline ? (
            <Textarea rows={4} {...field} value={field.value ?? ''} />
          ) : (
            <Input type={type} {...field} value={field.value ?? ''} onChange={(event) => field.onChange(nullable && event.target.value === '' ? null : event.target.value)} />
          )}
        </FormControl>
      )}
    </FieldFrame>
  );
}

/** A whole number; empty is NaN for the schema (its message says what is missing), or null where `nullable`. */
export function NumberField<T extends FieldValues>({ min, max, nullable = false, ...frame }: FieldProps<T> & { min: number; max: number; nullable?: boolean }) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
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
      )}
    </FieldFrame>
  );
}

/**
 * Where a publication may go: a short list (the admin's: all students, each plan), or one of
 * the teacher's courses, found by its title (a teacher may have hundreds); `first` is the
 * newest, null when the teacher has none.
 */
export type Audiences = { kind: 'list'; options: Option[] } | { kind: 'course'; first: Option | null; field: CourseAudienceField };

/**
 * The course field of a teacher's publishing form (a search over their courses, from the
 * authoring feature: the page passes it in). Labelled by the form; the form's control gives it
 * its id and messages.
 */
export type CourseAudienceField = (field: {
  label: string;
  labelledOutside: true;
  value: string | null;
  valueTitle?: string;
  onChange: (course: { id: string; title: string } | null) => void;
}) => ReactElement;

export const firstAudience = (audiences: Audiences): string => (audiences.kind === 'list' ? (audiences.options[0]?.value ?? '') : (audiences.first?.value ?? ''));

export const hasAudience = (audiences: Audiences): boolean => firstAudience(audiences) !== '';

const COURSE_KEY_PREFIX = audienceKey.course('');

/** The audience field of a publishing form; `current` is the saved item's audience, with its label. */
export function AudienceField<T extends FieldValues>({ audiences, current, ...frame }: FieldProps<T> & { audiences: Audiences; current?: { key: string; label: string } }) {
  if (audiences.kind === 'list') return <SelectField {...frame} options={audiences.options} />;
  const known = [current && { value: current.key, label: current.label }, audiences.first].filter((option): option is Option => Boolean(option));
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <FormControl>
          {audiences.field({
            label: frame.label,
            labelledOutside: true,
            value: typeof field.value === 'string' && field.value.startsWith(COURSE_KEY_PREFIX) ? field.value.slice(COURSE_KEY_PREFIX.length) : null,
            valueTitle: known.find((option) => option.value === field.value)?.label,
            onChange: (course) => field.onChange(course ? audienceKey.course(course.id) : ''),
          })}
        </FormControl>
      )}
    </FieldFrame>
  );
}
