import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { RejectionSchema, type Rejection, type UnpublishSchema } from '#contracts/moderation';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Textarea } from '#web/components/ui/input.tsx';

/**
 * 'Rejeitar' asks for the reason (required; sent to the teacher or the student); the same
 * dialog confirms taking a course out of the catalogue ('Retirar do catálogo').
 */
export function RejectionDialog({
  open, onOpenChange, title, description, pending, onReject, serverError,
  schema = RejectionSchema, reasonLabel = 'Motivo da rejeição', confirmLabel = 'Rejeitar',
}: {
  schema?: typeof RejectionSchema | typeof UnpublishSchema;
  reasonLabel?: string;
  confirmLabel?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  pending: boolean;
  onReject: (values: Rejection) => void;
  serverError?: string | null;
}) {
  const form = useForm<Rejection>({ resolver: formResolver(schema), defaultValues: { reason: '' } });
  useEffect(() => {
    if (open) form.reset({ reason: '' });
  }, [open, form]);
  useEffect(() => {
    if (serverError) form.setError('root', { message: serverError });
  }, [serverError, form]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onReject)} noValidate className="space-y-4" aria-label={title}>
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{reasonLabel}</FormLabel>
                  <FormControl>
                    <Textarea rows={4} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormRootMessage />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancelar
              </Button>
              <Button type="submit" variant="destructive" disabled={pending}>
                {confirmLabel}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
