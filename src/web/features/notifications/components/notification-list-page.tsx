import { useState } from 'react';
import { CheckCheck } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDate, formatRelative } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkAllNotificationsRead, useMarkNotificationRead } from '../api/mark-notifications-read.ts';
import { NotificationIcon } from './notification-icon.tsx';
import { plural } from '#contracts/plural';

const PAGE_SIZE = 10;

/** Every notification of the user, newest first, paged; mark one or all as read. */
export function NotificationListPage() {
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = useNotifications(page, PAGE_SIZE);
  const markAll = useMarkAllNotificationsRead();
  const markOne = useMarkNotificationRead();
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Notificações</h1>
          <p className="text-sm text-muted-foreground">
            {data ? `${plural(data.unreadCount, 'não lida', 'não lidas')} de ${data.total}` : 'Carregando…'}
          </p>
        </div>
        {data && data.unreadCount > 0 ? (
          <Button variant="outline" onClick={() => markAll.mutate()} disabled={markAll.isPending}>
            <CheckCheck /> Marcar todas como lidas
          </Button>
        ) : null}
      </div>
      {isLoading ? (
        <div className="space-y-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : null}
      {isError ? <p className="text-sm text-destructive">Não foi possível carregar as notificações. Recarregue a página.</p> : null}
      {data && data.items.length === 0 ? (
        <Card>
          <CardContent className="p-10 text-center text-muted-foreground">Você ainda não recebeu notificações.</CardContent>
        </Card>
      ) : null}
      <ul className="space-y-3">
        {data?.items.map((n) => (
          <li key={n.id}>
            <Card className={cn(n.unread && 'border-primary/50')}>
              <CardContent className="flex items-start gap-4 p-4">
                <NotificationIcon type={n.type} />
                {/* On narrow screens the action goes under the text, which keeps the full width. */}
                <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    {/* The title leads to what the notification is about (reading it there does not mark it read: spec). */}
                    <p className={cn('text-sm', n.unread ? 'font-semibold' : 'font-medium')}>
                      {n.link ? (
                        <Link href={n.link} className="underline-offset-4 hover:underline">
                          {n.title}
                        </Link>
                      ) : (
                        n.title
                      )}
                    </p>
                    <p className="text-sm text-muted-foreground">{n.description}</p>
                    <p className="mt-1 text-xs text-muted-foreground" suppressHydrationWarning>
                      {formatRelative(n.createdAt)} · {formatDate(n.createdAt)}
                    </p>
                  </div>
                  {n.unread ? (
                    <Button size="sm" variant="ghost" className="-ml-3 shrink-0 self-start sm:ml-0" aria-label={`Marcar como lida: ${n.title}`} onClick={() => markOne.mutate(n.id)} disabled={markOne.isPending}>
                      Marcar como lida
                    </Button>
                  ) : (
                    <span className="shrink-0 text-xs text-muted-foreground">Lida</span>
                  )}
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="flex items-center justify-center gap-3" aria-label="Paginação">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Anterior
          </Button>
          <span className="text-sm text-muted-foreground">
            Página {page} de {pages}
          </span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            Próxima
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
