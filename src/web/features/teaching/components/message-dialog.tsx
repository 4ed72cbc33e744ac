import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { CourseMessageSchema, type CourseMessage } from '#contracts/teaching';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#web/components/ui/dialog.tsx';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Textarea } from '#web/components/ui/input.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useSendMessage, type MessageTarget } from '../api/send-message.ts';
import { plural } from '#contracts/plural';

const MAX_LENGTH = 2000;

/**
 * The send-message dialog (spec "Teacher area", /professor/alunos): to one student or to
 * every student of a course. The message reaches the students' notice board ('Professores')
 * and a live notification; the same limits as the server (1–2000 characters).
 */
export function MessageDialog({ target, initialMessage = '', onClose }: { target: MessageTarget | null; initialMessage?: string; onClose: () => void }) {
  const send = useSendMessage();
  const form = useForm<CourseMessage>({ resolver: formResolver(CourseMessageSchema), defaultValues: { message: '' } });
  const length = form.watch('message').length;

  useEffect(() => {
    if (target) form.reset({ message: initialMessage });
  }, [target, initialMessage, form]);

  const submit = (values: CourseMessage) => {
    if (!target) return;
    send.mutate(
      { target, message: values.message },
      {
        onSuccess: ({ sent }) => {
          toast({
            title: 'Mensagem enviada',
            description: target.kind === 'student' ? `${target.name} verá a mensagem no mural.` : `${plural(sent, 'aluno verá', 'alunos verão')} a mensagem no mural.`,
          });
          onClose();
        },
        onError: (error) => form.setError('root', { message: errorMessageOf(error) }),
      },
    );
  };

  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enviar mensagem</DialogTitle>
          <DialogDescription>
            {target?.kind === 'student'
              ? `Para ${target.name} (${target.course}).`
              : target
                ? `Para todos os alunos de ${target.course}.`
                : ''}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(submit)} noValidate className="space-y-4">
            <FormField
              control={form.control}
              name="message"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Mensagem</FormLabel>
                  <FormControl>
                    <Textarea rows={5} {...field} />
                  </FormControl>
                  <FormDescription>
                    {length}/{MAX_LENGTH} caracteres. O aluno verá a mensagem no mural, na aba Professores.
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormRootMessage />
            <DialogFooter>
              <Button variant="outline" onClick={onClose}>
                Cancelar
              </Button>
              <Button type="submit" disabled={send.isPending}>
                {send.isPending ? 'Enviando...' : 'Enviar'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
