import type { PolicyKind } from '#contracts/policies';
import { RenderedMarkdown } from '#web/components/ui/markdown.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { usePolicy } from '../api/get-policy.ts';

/** A policy text as published (Markdown) with the date of the version in force. */
export function PolicyDocument({ policy }: { policy: PolicyKind }) {
  const query = usePolicy(policy);

  if (query.isError) return <p role="alert">Não foi possível carregar o texto. {errorMessageOf(query.error)}</p>;
  if (!query.data) return <Skeleton className="h-96" aria-hidden="true" />;
  return (
    <article className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-3xl font-bold tracking-tight">{query.data.title}</h1>
        <p className="text-sm text-muted-foreground">
          Versão em vigor desde <time dateTime={query.data.publishedAt}>{formatDate(query.data.publishedAt)}</time>
        </p>
      </header>
      <RenderedMarkdown html={query.data.contentHtml} />
    </article>
  );
}
