import { useForm } from 'react-hook-form';
import { SupportMessageBodySchema } from '#contracts/billing';
import { lazySchema } from '#web/lib/lazy-schema.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useContactSupport } from '../api/contact-support.ts';

// The contract's rules for what the student types (the context is added by the page).
const SupportFormSchema = lazySchema(() => SupportMessageBodySchema.pick({ subject: true, message: true }));

export interface SupportContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Pre-filled subject (the student may change it). */
  defaultSubject?: string;
  /** Where the form was opened, for the support team (e.g. 'assinatura-expirada'). */
  context?: string;
}

/**
 * 'Contatar suporte': the message goes to the platform's support address (the admin
 * outbox when no SMTP server is set up). Used by the expired overlay and the
 * subscription page.
 */
export function SupportContactDialog({ open, onOpenChange, defaultSubject = '', context }: SupportContactDialogProps) {
  const send = useContactSupport();
  const form = useForm({ resolver: formResolver(SupportFormSchema), defaultValues: { subject: defaultSubject, message: '' } });

  function reset(nextOpen: boolean) {
    if (!nextOpen) form.reset({ subject: defaultSubject, message: '' });
    onOpenChange(nextOpen);
  }

  const submit = form.handleSubmit((values) =>
    send.mutate(
      { ...values, context },
      {
        onSuccess: (result) => {
          toast({ title: 'Mensagem enviada', description: result.message });
          reset(false);
        },
        onError: (e) => form.setError('root', { message: errorMessageOf(e) }),
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contatar suporte</DialogTitle>
          <DialogDescription>Conte o que aconteceu. Nossa equipe responde no e-mail da sua conta.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={submit} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="subject"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Assunto</FormLabel>
                  <FormControl>
                    <Input maxLength={120} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="message"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Mensagem</FormLabel>
                  <FormControl>
                    <Textarea rows={5} maxLength={2000} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormRootMessage />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => reset(false)}>
                Cancelar
              </Button>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'Enviando…' : 'Enviar mensagem'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
