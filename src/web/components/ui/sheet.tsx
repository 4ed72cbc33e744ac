import * as React from 'react';
import { Dialog as Primitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '#web/lib/utils.ts';
import { DialogCloseButton } from './dialog.tsx';
import { OpenedOnceRoot, useOpenedOnce } from './opened-once.tsx';

// A side panel on the Radix dialog (focus trap, Escape, aria-modal), shadcn style.
export const Sheet = (props: React.ComponentProps<typeof Primitive.Root>) => <OpenedOnceRoot root={Primitive.Root} props={props} />;
export const SheetTrigger = Primitive.Trigger;

const sheetVariants = cva('fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background p-6 shadow-lg', {
  variants: {
    side: {
      right: 'inset-y-0 right-0 h-full w-full border-l sm:max-w-sm',
      left: 'inset-y-0 left-0 h-full w-full border-r sm:max-w-sm',
      top: 'inset-x-0 top-0 border-b',
      bottom: 'inset-x-0 bottom-0 border-t',
    },
  },
  defaultVariants: { side: 'right' },
});

export const SheetContent = React.forwardRef<
  React.ComponentRef<typeof Primitive.Content>,
  React.ComponentPropsWithoutRef<typeof Primitive.Content> & VariantProps<typeof sheetVariants>
>(({ side, className, children, ...props }, ref) => {
  if (!useOpenedOnce()) return null;
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/70" />
      <Primitive.Content ref={ref} className={cn(sheetVariants({ side }), className)} {...props}>
        {children}
        <DialogCloseButton />
      </Primitive.Content>
    </Primitive.Portal>
  );
});
SheetContent.displayName = 'SheetContent';

export function SheetHeader({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('flex flex-col space-y-1.5 pr-6', className)} {...props} />;
}

export function SheetFooter({ className, ...props }: React.HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mt-auto flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export const SheetTitle = React.forwardRef<React.ComponentRef<typeof Primitive.Title>, React.ComponentPropsWithoutRef<typeof Primitive.Title>>(
  ({ className, ...props }, ref) => <Primitive.Title ref={ref} className={cn('text-lg font-semibold', className)} {...props} />,
);
SheetTitle.displayName = 'SheetTitle';

export const SheetDescription = React.forwardRef<React.ComponentRef<typeof Primitive.Description>, React.ComponentPropsWithoutRef<typeof Primitive.Description>>(
  ({ className, ...props }, ref) => <Primitive.Description ref={ref} className={cn('text-sm text-muted-foreground', className)} {...props} />,
);
SheetDescription.displayName = 'SheetDescription';
