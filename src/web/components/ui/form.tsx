import * as React from 'react';
import { Slot } from 'radix-ui';
import { Controller, FormProvider, useFormContext, useFormState, type ControllerProps, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Label } from '#web/components/ui/label.tsx';
import { findElement } from '#web/lib/find-element.ts';
import { cn } from '#web/lib/utils.ts';

// The one form pattern (shadcn style): react-hook-form with `formResolver` on the contract's
// schema, so the browser checks what the server checks, with the contract's Portuguese
// messages. These pieces wire a field's label, control, hint and error together by id
// (`htmlFor`, `aria-describedby`, `aria-invalid`).
//
//   const form = useForm({ resolver: formResolver(SupportMessageBodySchema), defaultValues });
//   <Form {...form}><form onSubmit={form.handleSubmit(send)} noValidate>
//     <FormField control={form.control} name="subject" render={({ field }) => (
//       <FormItem><FormLabel>Assunto</FormLabel><FormControl><Input {...field} /></FormControl><FormMessage /></FormItem>
//     )} />
//     <FormRootMessage />
//   </form></Form>

export const Form = FormProvider;

/**
 * `zodResolver`, made when the form first validates (its submit) rather than as it renders: the
 * browser builds a contract's schema on first use (lib/lazy-schema.ts) and `zodResolver` reads
 * it at once, so a form page built its schema inside the render that hydrates it (≈ 100 ms at
 * 4× CPU for the profile's), one task that cannot yield. Same arguments and types.
 */
export const formResolver = ((...args: Parameters<typeof zodResolver>) => {
  let resolver: Resolver<FieldValues, unknown, FieldValues> | undefined;
  return (values: FieldValues, context: unknown, options: Parameters<Resolver>[2]) =>
    (resolver ??= (zodResolver as (...a: typeof args) => Resolver<FieldValues, unknown, FieldValues>)(...args))(values, context, options);
}) as typeof zodResolver;

const FormFieldContext = React.createContext<{ name: string } | null>(null);
// `hasDescription`: a `FormDescription` is shown, so the control names it (never a missing id).
const FormItemContext = React.createContext<{ id: string; hasDescription: boolean; describedHere: boolean; setHasDescription: (shown: boolean) => void } | null>(null);

export function FormField<TFieldValues extends FieldValues = FieldValues, TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>, TTransformed = TFieldValues>(
  props: ControllerProps<TFieldValues, TName, TTransformed>,
) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

/** The ids and state of the field around the caller (inside `FormField` and `FormItem`). */
export function useFormField() {
  const field = React.useContext(FormFieldContext);
  const item = React.useContext(FormItemContext);
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field?.name });
  if (!field || !item) throw new Error('useFormField: use it inside <FormField> and <FormItem>.');
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    formItemId: `${item.id}-control`,
    formDescriptionId: `${item.id}-description`,
    formMessageId: `${item.id}-message`,
    hasDescription: item.hasDescription,
    describedHere: item.describedHere,
    setHasDescription: item.setHasDescription,
    ...state,
  };
}

export function FormItem({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  const id = React.useId();
  // A hint written among the item's children is known as it renders (on the server too); one a
  // component of its own draws registers as it mounts (a state change, and a render more).
  const describedHere = findElement(props.children, (element) => element.type === FormDescription) !== undefined;
  const [registered, setHasDescription] = React.useState(false);
  const hasDescription = describedHere || registered;
  const value = React.useMemo(() => ({ id, hasDescription, describedHere, setHasDescription }), [id, hasDescription, describedHere]);
  return (
    <FormItemContext.Provider value={value}>
      <div className={cn('space-y-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel(props: React.ComponentProps<typeof Label>) {
  const { formItemId } = useFormField();
  return <Label htmlFor={formItemId} {...props} />;
}

/** The input itself: gets the field's id, its hint and error as `aria-describedby`, and `aria-invalid`. */
export function FormControl({ 'aria-describedby': extraDescribedBy, ...props }: React.ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [extraDescribedBy, hasDescription ? formDescriptionId : null, error ? formMessageId : null].filter(Boolean).join(' ');
  return <Slot.Root id={formItemId} aria-describedby={describedBy || undefined} aria-invalid={Boolean(error)} {...props} />;
}

export function FormDescription({ className, ...props }: React.HTMLAttributes<HTMLParagraphElement>) {
  const { formDescriptionId, describedHere, setHasDescription } = useFormField();
  React.useLayoutEffect(() => {
    if (describedHere) return;
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [describedHere, setHasDescription]);
  return <p id={formDescriptionId} className={cn('text-xs text-muted-foreground', className)} {...props} />;
}

/** The field's error (from the schema, or set from the server's answer); announced when it appears. */
export function FormMessage({ className, children, ...props }: React.HTMLAttributes<HTMLParagraphElement>) {
  const { error, formMessageId } = useFormField();
  const body = error?.message ?? children;
  if (!body) return null;
  return (
    <p id={formMessageId} role="alert" className={cn('text-sm font-medium text-destructive dark:text-red-400', className)} {...props}>
      {body}
    </p>
  );
}

/** An error of the whole form (the server refused it): `form.setError('root', { message })`; cleared on the next submit. */
export function FormRootMessage({ className, ...props }: React.HTMLAttributes<HTMLParagraphElement>) {
  const { errors } = useFormState();
  const message = errors.root?.message;
  if (!message) return null;
  return (
    <p role="alert" className={cn('text-sm font-medium text-destructive dark:text-red-400', className)} {...props}>
      {message}
    </p>
  );
}
