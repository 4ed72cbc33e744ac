import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { useSearchParams } from 'wouter';
import type { AuditEntryView, AuditQuery } from '#contracts/audit';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDateTime } from '#web/lib/format.ts';
import { useAudit } from '../api/list-audit.ts';
import { plural } from '#contracts/plural';

const ALL = 'todas';

const TARGET_LABELS: Record<string, string> = {
  user: 'Usuário', course: 'Curso', plan: 'Plano', coupon: 'Cupom', settings: 'Configurações', announcement: 'Aviso', email: 'E-mail',
};

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function AuditRow({ entry }: { entry: AuditEntryView }) {
  const details = entry.details ? Object.entries(entry.details) : [];
  return (
    <li className="grid min-w-0 grid-cols-1 gap-2 border-b p-4 [overflow-wrap:anywhere] last:border-b-0 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <div className="text-sm">
        <time dateTime={entry.createdAt} className="font-medium">
          {formatDateTime(entry.createdAt)}
        </time>
        <p className="text-xs text-muted-foreground">nº {entry.seq}</p>
      </div>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={entry.action.startsWith('auth.') ? 'destructive' : 'secondary'}>{entry.actionLabel}</Badge>
          <code className="text-xs text-muted-foreground [overflow-wrap:anywhere]">{entry.action}</code>
        </div>
        <p className="text-sm [overflow-wrap:anywhere]">
          <span className="text-muted-foreground">Autor: </span>
          {entry.actor ? `${entry.actor.name} (${entry.actor.email})` : 'Anônimo / sistema'}
          {entry.ip ? <span className="text-muted-foreground"> · IP {entry.ip}</span> : null}
        </p>
        {entry.targetType ? (
          <p className="break-all text-sm">
            <span className="text-muted-foreground">Alvo: </span>
            {TARGET_LABELS[entry.targetType] ?? entry.targetType}
            {entry.targetId ? <span className="text-muted-foreground"> · {entry.targetId}</span> : null}
          </p>
        ) : null}
        <p className="text-sm" data-testid="audit-summary">{entry.summary}</p>
        {details.length > 0 ? (
          // The raw record, as stored, for whoever needs it (native <details>: works before any script).
          <details className="text-xs">
            <summary className="cursor-pointer text-muted-foreground hover:text-foreground">Detalhes</summary>
            <dl className="mt-1 grid gap-x-2 sm:grid-cols-[auto_1fr]">
              {details.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="font-medium text-muted-foreground [overflow-wrap:anywhere]">{key}</dt>
                  <dd className="break-all font-mono">{describeValue(value)}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
      </div>
    </li>
  );
}

/** /admin/auditoria: the audit log, newest first, filtered by action, actor and period. */
export function AuditLog() {
  // The dashboard links here with ?action=… (one action's entries).
  const [params] = useSearchParams();
  const initialAction = params.get('action') || undefined;
  const [query, setQuery] = useState<AuditQuery & { page: number }>({ page: 1, action: initialAction });
  const [draft, setDraft] = useState({ action: initialAction ?? ALL, actor: '', from: '', to: '' });
  const { data, isLoading, isError, error, isFetching } = useAudit(query);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      page: 1,
      action: draft.action === ALL ? undefined : draft.action,
      actor: draft.actor.trim() || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
    });
  };
  const clear = () => {
    setDraft({ action: ALL, actor: '', from: '', to: '' });
    setQuery({ page: 1 });
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <ShieldCheck className="size-6" aria-hidden /> Auditoria
        </h1>
        <p className="text-sm text-muted-foreground">
          Ações da administração e eventos de segurança, com o endereço de origem. Cada linha é encadeada à anterior por um HMAC cuja chave
          fica fora do banco, e a última linha é anotada fora do banco (arquivo e log) a cada inclusão.
        </p>
        <p className="text-sm text-muted-foreground">
          <code>npm run audit:verify -- --head data/audit-head.json</code> aponta uma linha alterada, inserida ou apagada, inclusive no fim.
          Não aponta alterações feitas direto no banco em outras tabelas (elas não passam pela plataforma) nem linhas apagadas antes de a
          anotação externa ser gravada; a verificação revela, não impede.
        </p>
      </div>

      <Card>
        <CardContent className="p-4">
          <form onSubmit={apply} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto]" aria-label="Filtros da auditoria">
            <div className="space-y-2">
              <Label htmlFor="audit-action">Ação</Label>
              <Select value={draft.action} onValueChange={(action) => setDraft((d) => ({ ...d, action }))}>
                <SelectTrigger id="audit-action">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ALL}>Todas as ações</SelectItem>
                  {data?.actions.map((a) => (
                    <SelectItem key={a.value} value={a.value}>
                      {a.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
            <div className="space-y-2">
              <Label htmlFor="audit-actor">Autor (nome ou e-mail)</Label>
              <Input id="audit-actor" value={draft.actor} maxLength={120} onChange={(e) => setDraft((d) => ({ ...d, actor: e.target.value }))} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="audit-from">De</Label>
              <Input id="audit-from" type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
            </div>
            <div className="space-y-2">
              <Label htmlFor="audit-to">Até</Label>
              <Input id="audit-to" type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
            </div>
            <div className="flex items-end gap-2">
              <Button type="submit">Filtrar</Button>
              <Button type="button" variant="outline" onClick={clear}>
                Limpar
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>

      {isError ? (
        <p role="alert" className="text-sm text-destructive">
          {error instanceof ApiError && error.status === 400 ? error.userMessage : 'Não foi possível carregar a auditoria. Recarregue a página.'}
        </p>
      ) : null}
      {isLoading ? (
        <div className="space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : null}
      {data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {plural(data.total, 'registro', 'registros')}
          </p>
          {data.entries.length === 0 ? (
            <Card>
              <CardContent className="p-10 text-center text-muted-foreground">Nenhum registro encontrado com estes filtros.</CardContent>
            </Card>
          ) : (
            <Card>
              <ul aria-label="Registros de auditoria" aria-busy={isFetching}>
                {data.entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </ul>
            </Card>
          )}
          <Pagination page={query.page} pages={pages} onPage={(page) => setQuery((q) => ({ ...q, page }))} disabled={isFetching} />
        </>
      ) : null}
    </div>
  );
}
