import { useState } from 'react';
import { Mail, RotateCw } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { EMAIL_STATUS_LABELS, EmailStatusSchema, type EmailStatus, type OutboxEmail, type OutboxQuery } from '#contracts/admin';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useOutbox, useRetryEmail } from '../api/outbox.ts';
import { plural } from '#contracts/plural';

const ALL = 'todos';
const STATUS_VARIANT: Record<EmailStatus, 'secondary' | 'destructive' | 'outline' | 'default'> = {
  enviado: 'secondary', 'caixa-de-saida': 'outline', pendente: 'outline', falhou: 'destructive',
};

function EmailItem({ email }: { email: OutboxEmail }) {
  const retry = useRetryEmail();
  const doRetry = () =>
    retry.mutate(email.id, {
      onSuccess: (result) =>
        toast({ title: 'E-mail reenviado', description: result.status === 'enviado' ? `Entregue ao servidor de e-mail para ${result.toAddress}.` : `Novo estado: ${EMAIL_STATUS_LABELS[result.status]}.` }),
      onError: (e) => toast({ title: 'Não foi possível reenviar', description: errorMessageOf(e), variant: 'destructive' }),
    });
  return (
    <li className="border-b last:border-b-0">
      <details className="group p-4">
        <summary className="flex cursor-pointer list-none flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
          <span className="min-w-0">
            <span className="block font-medium">{email.subject}</span>
            <span className="block break-words text-sm text-muted-foreground">
              Para: <EmailAddress email={email.toAddress} />
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-2 text-xs text-muted-foreground">
            <Badge variant={STATUS_VARIANT[email.status]}>{EMAIL_STATUS_LABELS[email.status]}</Badge>
            <time dateTime={email.createdAt}>{formatDateTime(email.createdAt)}</time>
          </span>
        </summary>
        <div className="mt-3 space-y-3">
          {email.error ? <p className="break-all text-sm text-destructive">Erro: {email.error}</p> : null}
          {email.sentAt ? <p className="text-xs text-muted-foreground">Enviado em {formatDateTime(email.sentAt)}</p> : null}
          <pre className="max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-sans text-sm">{email.body}</pre>
          {email.status === 'falhou' ? (
            <Button size="sm" variant="outline" onClick={doRetry} disabled={retry.isPending}>
              <RotateCw aria-hidden="true" /> Reenviar
            </Button>
          ) : null}
        </div>
      </details>
    </li>
  );
}

/** /admin/emails (issue 13 item 9): what the platform sent or could not send; a failed one can be retried. */
export function EmailOutbox() {
  const [params] = useSearchParams();
  const [query, setQuery] = useState<OutboxQuery & { page: number }>({ page: 1, status: EmailStatusSchema.safeParse(params.get('status')).data });
  const [to, setTo] = useState('');
  const { data, isLoading, isError, error, isFetching } = useOutbox(query);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <Mail className="size-6" aria-hidden="true" /> E-mails
        </h1>
        <p className="text-sm text-muted-foreground">
          Tudo o que a plataforma enviou ou tentou enviar. Sem servidor SMTP configurado, as mensagens ficam aqui, na caixa de saída.
        </p>
      </div>
      <Card>
        <CardContent className="p-4">
          <form
            className="grid gap-4 sm:grid-cols-[1fr_auto_auto]"
            aria-label="Filtros dos e-mails"
            onSubmit={(e) => {
              e.preventDefault();
              setQuery((q) => ({ ...q, page: 1, to: to.trim() || undefined }));
            }}
          >
            <div className="space-y-2">
              <Label htmlFor="email-to">Destinatário</Label>
              <Input id="email-to" value={to} maxLength={254} onChange={(e) => setTo(e.target.value)} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="email-status">Status</Label>
              <Select value={query.status ?? ALL} onValueChange={(v) => setQuery((q) => ({ ...q, page: 1, status: v === ALL ? undefined : (v as EmailStatus) }))}>
                <SelectTrigger id="email-status" className="sm:w-48"><SelectValue /></SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>Todos os status</SelectItem>
                  {EmailStatusSchema.options.map((s) => (
                    <SelectItem key={s} value={s}>
                      {EMAIL_STATUS_LABELS[s]}{data ? ` (${data.counts[s] ?? 0})` : ''}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="flex items-end">
              <Button type="submit">Filtrar</Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {isError ? <p role="alert" className="text-sm text-destructive">Não foi possível carregar os e-mails. {errorMessageOf(error)}</p> : null}
      {isLoading ? <Skeleton className="h-64 w-full" /> : null}
      {data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(data.total, 'e-mail', 'e-mails')}
          </p>
          {data.emails.length === 0 ? (
            <Card>
              <CardContent className="p-10 text-center text-muted-foreground">Nenhum e-mail encontrado.</CardContent>
            </Card>
          ) : (
            <Card>
              <ul aria-label="E-mails" aria-busy={isFetching}>
                {data.emails.map((email) => <EmailItem key={email.id} email={email} />)}
              </ul>
            </Card>
          )}
          <Pagination page={query.page} pages={pages} onPage={(page) => setQuery((q) => ({ ...q, page }))} disabled={isFetching} />
        </>
      ) : null}
    </div>
  );
}
