import { ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';
import type { ReportPeriod, ReportTransaction } from '#contracts/reports';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatBRL, formatDate } from '#web/lib/format.ts';
import { useTransactions } from '../api/list-transactions.ts';
import { CsvButton } from './csv-button.tsx';
import { plural } from '#contracts/plural';

const BADGE: Record<string, BadgeProps['variant']> = { pago: 'default', pendente: 'secondary', recusado: 'destructive', reembolsado: 'outline', expirado: 'outline' };

function StatusBadge({ transaction }: { transaction: ReportTransaction }) {
  return <Badge variant={BADGE[transaction.status] ?? 'outline'}>{transaction.statusLabel}</Badge>;
}

/** The window's payments, ten per page, newest first. */
export function TransactionsTable({ period }: { period: ReportPeriod }) {
  const [page, setPage] = React.useState(1);
  // A new period starts again at its first page.
  const [shownPeriod, setShownPeriod] = React.useState(period);
  if (shownPeriod !== period) {
    setShownPeriod(period);
    setPage(1);
  }
  const { data, isLoading, isError, isPlaceholderData } = useTransactions(period, page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle as="h2" className="text-base">
          Transações
        </CardTitle>
        <CsvButton period={period} table="transacoes" tableName="Transações" />
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="space-y-2" aria-busy="true" aria-label="Carregando transações">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : isError || !data ? (
          <p className="text-sm text-destructive">Não foi possível carregar as transações. Recarregue a página.</p>
        ) : data.total === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Nenhuma transação neste período.</p>
        ) : (
          <div aria-busy={isPlaceholderData} className={isPlaceholderData ? 'opacity-60' : undefined}>
            <ul className="divide-y sm:hidden" aria-label="Transações">
              {data.items.map((t) => (
                <li key={t.id} className="flex items-center gap-3 py-3 text-sm">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{t.userName}</p>
                    <p className="text-muted-foreground">
                      {formatDate(t.createdAt)} · {t.planName} · {formatBRL(t.amountCents)}
                    </p>
                    <p className="text-muted-foreground">{t.methodLabel}</p>
                  </div>
                  <StatusBadge transaction={t} />
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto sm:block">
              <table className="w-full text-sm" data-testid="transactions">
                <thead>
                  <tr className="border-b text-left text-muted-foreground">
                    <th scope="col" className="py-2 pr-4 font-medium">Usuário</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Plano</th>
                    <th scope="col" className="py-2 pr-4 text-right font-medium">Valor</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Forma de pagamento</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Data</th>
                    <th scope="col" className="py-2 font-medium">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((t) => (
                    <tr key={t.id} className="border-b last:border-0">
                      <td className="py-2 pr-4">
                        <span className="font-medium">{t.userName}</span>
                        <span className="block text-xs text-muted-foreground">{t.userEmail}</span>
                      </td>
                      <td className="py-2 pr-4">{t.planName}</td>
                      <td className="py-2 pr-4 text-right tabular-nums">{formatBRL(t.amountCents)}</td>
                      <td className="py-2 pr-4">{t.methodLabel}</td>
                      <td className="py-2 pr-4 tabular-nums">{formatDate(t.createdAt)}</td>
                      <td className="py-2">
                        <StatusBadge transaction={t} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav className="mt-4 flex items-center justify-between gap-2" aria-label="Páginas de transações">
              <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                <ChevronLeft aria-hidden="true" /> Anterior
              </Button>
              <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="transactions-page">
                Página {page} de {pages} · {plural(data.total, 'transação', 'transações')}
              </p>
              <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                Próxima <ChevronRight aria-hidden="true" />
              </Button>
            </nav>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
