import * as React from 'react';
import { cn } from '#web/lib/utils.ts';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * Text typed into a field the server drew, before the page's script took it over (a slow phone,
 * a busy server): React hydrates a controlled field without touching what is in it, but its
 * state is still the server's empty value, and the next render would wipe the text. On mount,
 * what is in the field (typed, or filled in by the browser) goes into the state, once.
 */
function useFieldKeepingTypedText<T extends FieldElement>(forwarded: React.ForwardedRef<T>, value: unknown, onChange: React.ChangeEventHandler<T> | undefined) {
  const own = React.useRef<T>(null);
  React.useImperativeHandle(forwarded, () => own.current as T);
  const first = React.useRef({ value, onChange });
  React.useEffect(() => {
    const field = own.current;
    const { value: stateValue, onChange: change } = first.current;
    if (!field || stateValue === undefined || stateValue === null || !change) return;
    if (field.value !== String(stateValue)) change({ target: field, currentTarget: field } as React.ChangeEvent<T>);
  }, []);
  return own;
}

const fieldClasses =
  'w-full rounded-md border border-input bg-background px-3 py-2 text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive';

export const Input = React.forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(({ className, type, ...props }, ref) => {
  const own = useFieldKeepingTypedText(ref, type === 'file' || type === 'checkbox' || type === 'radio' ? undefined : props.value, props.onChange);
  return <input type={type} ref={own} className={cn('flex h-10', fieldClasses, className)} {...props} />;
});
Input.displayName = 'Input';

export const Textarea = React.forwardRef<HTMLTextAreaElement, React.TextareaHTMLAttributes<HTMLTextAreaElement>>(({ className, ...props }, ref) => {
  const own = useFieldKeepingTypedText(ref, props.value, props.onChange);
  return <textarea ref={own} className={cn('flex min-h-20', fieldClasses, className)} {...props} />;
});
Textarea.displayName = 'Textarea';
