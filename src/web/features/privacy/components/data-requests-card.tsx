import { useState } from 'react';
import { DATA_REQUEST_STATUSES, type AdminDataRequest } from '#contracts/privacy';
import { Label } from '#web/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import { useDataRequests, type DataRequestsFilter } from '../api/admin-requests.ts';

const KIND = { export: 'Exportação', erasure: 'Exclusão' } as const;
const STATUS: Record<AdminDataRequest['status'], string> = {
  pendente: 'Pedida', preparando: 'Em preparo', pronto: 'Pronta para baixar', expirado: 'Expirada', agendado: 'Agendada',
  cancelado: 'Cancelada', concluido: 'Concluída', falhou: 'Falhou',
};

function when(request: AdminDataRequest): string {
  if (request.kind === 'erasure' && request.status === 'agendado' && request.dueAt) return `exclusão em ${formatDate(request.dueAt)}`;
  if (request.kind === 'export' && request.status === 'pronto' && request.dueAt) return `disponível até ${formatDate(request.dueAt)}`;
  return request.completedAt ? `concluído em ${formatDate(request.completedAt)}` : '';
}

/** The holders' requests (exports, erasures) with their state, newest first. */
export function DataRequestsCard() {
  const [filter, setFilter] = useState<DataRequestsFilter>({});
  const { data, isLoading, isError } = useDataRequests(filter);
  const filtered = Boolean(filter.kind || filter.status);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Pedidos dos titulares</CardTitle>
        <CardDescription>Exportações e exclusões de conta pedidas pelos usuários (LGPD, art. 18), da mais recente à mais antiga.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor="data-request-kind">Tipo</Label>
            <Select value={filter.kind ?? 'todos'} onValueChange={(kind) => setFilter((f) => ({ ...f, kind: kind === 'todos' ? undefined : (kind as DataRequestsFilter['kind']) }))}>
              <SelectTrigger id="data-request-kind"><SelectValue /></SelectTrigger>
              <SelectContent>
                <SelectItem value="todos">Todos os tipos</SelectItem>
                <SelectItem value="export">{KIND.export}</SelectItem>
                <SelectItem value="erasure">{KIND.erasure}</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <div className="space-y-1">
            <Label htmlFor="data-request-status">Situação</Label>
            <Select value={filter.status ?? 'todas'} onValueChange={(status) => setFilter((f) => ({ ...f, status: status === 'todas' ? undefined : (status as DataRequestsFilter['status']) }))}>
              <SelectTrigger id="data-request-status"><SelectValue /></SelectTrigger>
              <SelectContent>
                <SelectItem value="todas">Todas as situações</SelectItem>
                {DATA_REQUEST_STATUSES.map((status) => <SelectItem key={status} value={status}>{STATUS[status]}</SelectItem>)}
              </SelectContent>
            </Select>
          </div>
        </div>
        {isLoading ? <Skeleton className="h-24 w-full" /> : null}
        {isError ? <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar os pedidos. Recarregue a página.</p> : null}
        {data && data.length === 0 ? <p className="text-sm text-muted-foreground">{filtered ? 'Nenhum pedido com estes filtros.' : 'Nenhum pedido até agora.'}</p> : null}
        {data && data.length > 0 ? (
          <ul className="divide-y" aria-label="Pedidos dos titulares">
            {data.map((request) => (
              <li key={request.id} data-testid="data-request" className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="truncate font-medium">{request.userName}</p>
                  <p className="break-words text-sm text-muted-foreground">
                    {request.userEmail || 'conta excluída'} · pedido em {formatDateTime(request.requestedAt)}
                    {request.requestedByName ? ` · por ${request.requestedByName}` : ''}
                  </p>
                  {request.reason ? <p className="text-sm">Motivo: {request.reason}</p> : null}
                </div>
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <Badge variant="outline">{KIND[request.kind]}</Badge>
                  <Badge variant={request.status === 'falhou' ? 'destructive' : 'secondary'}>{STATUS[request.status]}</Badge>
                  <span className="text-muted-foreground">{when(request)}</span>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
