import * as React from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '#web/lib/utils.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'h-10 px-4 py-2',
        sm: 'h-9 rounded-md px-3',
        lg: 'h-11 rounded-md px-8',
        icon: 'h-10 w-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export interface ButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  asChild?: boolean;
  /** A submit button of a form the server answers without script (sign-in, the demo cards): live before the page's script. */
  worksWithoutScript?: boolean;
}

export const Button = React.forwardRef<HTMLButtonElement, ButtonProps>(({ className, variant, size, asChild = false, type, worksWithoutScript, ...props }, ref) => {
  const Comp = asChild ? Slot.Root : 'button';
  if (type === 'submit' && !asChild && !worksWithoutScript) return <ScriptSubmitButton ref={ref} className={cn(buttonVariants({ variant, size, className }))} {...props} />;
  return <Comp className={cn(buttonVariants({ variant, size, className }))} ref={ref} type={asChild ? type : (type ?? 'button')} {...props} />;
});
Button.displayName = 'Button';

/**
 * The submit button of a form only the page's script sends: drawn by the server disabled until
 * the script has taken the page over, so a tap does nothing visible-but-dead and Enter in a field
 * cannot submit the form natively (a GET of the page with every field, a password too, in the
 * address). Its own component so that only submit buttons render again once hydrated.
 */
const ScriptSubmitButton = React.forwardRef<HTMLButtonElement, React.ButtonHTMLAttributes<HTMLButtonElement>>(({ disabled, ...props }, ref) => {
  const hydrated = useHydrated();
  return <button ref={ref} type="submit" disabled={disabled || !hydrated} {...props} />;
});
ScriptSubmitButton.displayName = 'ScriptSubmitButton';
