import { POLICY_TITLES } from '#contracts/policies';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate, formatTime } from '#web/lib/format.ts';
import { usePolicyHistory } from '../api/admin-settings.ts';


/** Every published version of the policies, newest first (each kept with its date and author). */
export function PolicyHistory() {
  const history = usePolicyHistory();
  if (history.isError) return <p role="alert" className="text-sm text-destructive">Não foi possível carregar o histórico. {errorMessageOf(history.error)}</p>;
  if (!history.data) return <Skeleton className="h-32" aria-hidden="true" />;
  if (history.data.length === 0) return <p className="text-sm text-muted-foreground">Nenhuma versão publicada ainda.</p>;
  return (
    <ol className="divide-y rounded-lg border" aria-label="Histórico de versões">
      {history.data.map((version) => (
        <li key={version.id} className="p-3 text-sm">
          <details>
            <summary className="cursor-pointer">
              <span className="font-medium">{POLICY_TITLES[version.policy]}</span> — {formatDate(version.publishedAt)} às {formatTime(version.publishedAt)}
              <span className="text-muted-foreground"> · {version.publishedBy ?? 'texto inicial da plataforma'}</span>
            </summary>
            <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-muted p-3 text-xs">{version.content}</pre>
          </details>
        </li>
      ))}
    </ol>
  );
}
