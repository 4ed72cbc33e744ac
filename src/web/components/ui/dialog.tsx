import * as React from 'react';
import { Dialog as Primitive } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '#web/lib/utils.ts';
import { OpenedOnceRoot, useOpenedOnce } from './opened-once.tsx';

/** Its content mounts from its first opening (opened-once.tsx). */
export const Dialog = (props: React.ComponentProps<typeof Primitive.Root>) => <OpenedOnceRoot root={Primitive.Root} props={props} />;

/** Opening the dialog through its trigger lets Radix return focus to it on close (Escape included). */
export const DialogTrigger = Primitive.Trigger;

/** The ✕ in a dialog's or sheet's corner. */
export function DialogCloseButton() {
  return (
    <Primitive.Close className="absolute right-4 top-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring" aria-label="Fechar">
      <X className="h-4 w-4" />
    </Primitive.Close>
  );
}

export const DialogContent = React.forwardRef<React.ComponentRef<typeof Primitive.Content>, React.ComponentPropsWithoutRef<typeof Primitive.Content>>(
  ({ className, children, ...props }, ref) => {
    if (!useOpenedOnce()) return null;
    return (
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-50 bg-black/70" />
        <Primitive.Content
          ref={ref}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-background p-6 shadow-lg',
            className,
          )}
          {...props}
        >
          {children}
          <DialogCloseButton />
        </Primitive.Content>
      </Primitive.Portal>
    );
  },
);
DialogContent.displayName = 'DialogContent';

export function DialogHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col space-y-1.5 text-center sm:text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export const DialogTitle = React.forwardRef<React.ComponentRef<typeof Primitive.Title>, React.ComponentPropsWithoutRef<typeof Primitive.Title>>(
  ({ className, ...props }, ref) => <Primitive.Title ref={ref} className={cn('text-lg font-semibold leading-none tracking-tight', className)} {...props} />,
);
DialogTitle.displayName = 'DialogTitle';

export const DialogDescription = React.forwardRef<React.ComponentRef<typeof Primitive.Description>, React.ComponentPropsWithoutRef<typeof Primitive.Description>>(
  ({ className, ...props }, ref) => <Primitive.Description ref={ref} className={cn('text-sm text-muted-foreground', className)} {...props} />,
);
DialogDescription.displayName = 'DialogDescription';
