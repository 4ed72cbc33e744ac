import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { IDENTITY_STATUS_LABELS, IdentitySubmissionSchema } from '#contracts/moderation';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage, FormRootMessage, formResolver } from '#web/components/ui/form.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { useMyIdentity, useSubmitIdentity } from '../api/my-identity.ts';

type IdentityForm = z.input<typeof IdentitySubmissionSchema>;

/** The student's identity check: certificates are released to verified identities only (docs/decisions/student-identity-verification.md). */
export function IdentityVerificationCard() {
  const identity = useMyIdentity();
  const submit = useSubmitIdentity();
  const form = useForm<IdentityForm, unknown, z.output<typeof IdentitySubmissionSchema>>({ resolver: formResolver(IdentitySubmissionSchema), defaultValues: { cpf: '' } });
  useEffect(() => {
    if (submit.error) form.setError('root', { message: errorMessageOf(submit.error) });
  }, [submit.error, form]);
  const data = identity.data;
  const status = data?.identityStatus ?? null;
  const canSend = data !== undefined && (status === null || status === 'rejeitado');

  return (
    <Card data-testid="identity-card">
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle as="h2" className="text-lg">Verificação de identidade</CardTitle>
          <CardDescription>Seus certificados levam seu nome: eles são liberados para download depois que seu CPF é verificado.</CardDescription>
        </div>
        {status ? <Badge variant={status === 'verificado' ? 'default' : status === 'rejeitado' ? 'destructive' : 'secondary'}>{IDENTITY_STATUS_LABELS[status]}</Badge> : null}
      </CardHeader>
      <CardContent className="space-y-3">
        {identity.isError ? <p role="alert" className="text-sm">Não foi possível carregar. {errorMessageOf(identity.error)}</p> : null}
        {data === undefined && !identity.isError ? <Skeleton className="h-16" aria-hidden="true" /> : null}
        {status === 'verificado' ? <p className="text-sm">Identidade verificada (CPF {data?.cpf}).</p> : null}
        {status === 'pendente' ? <p className="text-sm">CPF {data?.cpf} enviado. Um administrador vai analisá-lo em breve.</p> : null}
        {status === 'rejeitado' && data?.rejectionReason ? (
          <p className="rounded-md border border-destructive/50 p-2 text-sm"><span className="font-medium">Documentos recusados:</span> {data.rejectionReason}</p>
        ) : null}
        {canSend ? (
          <Form {...form}>
            <form
              noValidate
              aria-label="Enviar CPF para verificação"
              className="flex flex-col gap-2 sm:flex-row sm:items-start"
              onSubmit={form.handleSubmit((values) => submit.mutate(values.cpf, { onSuccess: () => toast({ title: 'Documentos enviados', description: 'Avisaremos quando a verificação terminar.' }) }))}
            >
              <FormField control={form.control} name="cpf" render={({ field }) => (
                <FormItem className="flex-1">
                  <FormLabel>CPF</FormLabel>
                  <FormControl><Input inputMode="numeric" placeholder="000.000.000-00" autoComplete="off" {...field} /></FormControl>
                  <FormMessage />
                </FormItem>
              )} />
              <Button type="submit" disabled={submit.isPending} className="sm:mt-7">Enviar para verificação</Button>
              <FormRootMessage />
            </form>
          </Form>
        ) : null}
      </CardContent>
    </Card>
  );
}
