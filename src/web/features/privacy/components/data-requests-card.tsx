import type { AdminDataRequest } from '#contracts/privacy';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, formatDateTime } from '#web/lib/format.ts';
import { useDataRequests } from '../api/admin-requests.ts';

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
  const { data, isLoading, isError } = useDataRequests();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Pedidos dos titulares</CardTitle>
        <CardDescription>Exportações e exclusões de conta pedidas pelos usuários (LGPD, art. 18), da mais recente à mais antiga.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-24 w-full" /> : null}
        {isError ? <p className="text-sm text-destructive dark:text-red-400">Não foi possível carregar os pedidos. Recarregue a página.</p> : null}
        {data && data.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum pedido até agora.</p> : null}
        {data && data.length > 0 ? (
          <ul className="divide-y">
            {data.map((request) => (
              <li key={request.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="truncate font-medium">{request.userName}</p>
                  <p className="truncate text-sm text-muted-foreground">
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
