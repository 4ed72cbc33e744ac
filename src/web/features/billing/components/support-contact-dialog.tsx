import { useId, useState, type FormEvent } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Input, Textarea } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useContactSupport } from '../api/contact-support.ts';

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
  const id = useId();
  const send = useContactSupport();
  const [subject, setSubject] = useState(defaultSubject);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  function reset(nextOpen: boolean) {
    if (!nextOpen) {
      setSubject(defaultSubject);
      setMessage('');
      setError(null);
    }
    onOpenChange(nextOpen);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (subject.trim().length < 3) return setError('Informe o assunto (mínimo de 3 caracteres).');
    if (message.trim().length < 10) return setError('Descreva sua dúvida (mínimo de 10 caracteres).');
    setError(null);
    send.mutate(
      { subject: subject.trim(), message: message.trim(), context },
      {
        onSuccess: (result) => {
          toast({ title: 'Mensagem enviada', description: result.message });
          reset(false);
        },
        onError: (e) => setError(errorMessageOf(e)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={reset}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Contatar suporte</DialogTitle>
          <DialogDescription>Conte o que aconteceu. Nossa equipe responde no e-mail da sua conta.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={`${id}-subject`}>Assunto</Label>
            <Input id={`${id}-subject`} value={subject} maxLength={120} onChange={(e) => setSubject(e.target.value)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-message`}>Mensagem</Label>
            <Textarea id={`${id}-message`} rows={5} value={message} maxLength={2000} onChange={(e) => setMessage(e.target.value)} />
          </div>
          {error ? (
            <p role="alert" className="text-sm font-medium text-destructive">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => reset(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? 'Enviando…' : 'Enviar mensagem'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
