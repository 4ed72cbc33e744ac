import { Link } from 'wouter';
import { paths } from '#web/lib/paths.ts';
import { AlertCircleIcon as AlertCircle } from '#web/components/ui/shell-icons.tsx';
import { Card } from '#web/components/ui/card.tsx';

/** Spec: shown for every unknown path, with these exact texts (English, hence lang="en"). */
export default function NotFoundPage() {
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-background p-4">
      <Card className="w-full max-w-md">
        {/* Not CardContent: its `pt-0` would need tailwind-merge to give way (lib/utils.ts). */}
        <div className="p-6">
          <div className="mb-4 flex gap-2">
            <AlertCircle className="h-8 w-8 shrink-0 text-destructive" aria-hidden="true" />
            <h1 className="text-2xl font-bold" lang="en">
              404 Page Not Found
            </h1>
          </div>
          <p className="mt-4 text-sm text-muted-foreground" lang="en">
            Did you forget to add the page to the router?
          </p>
          {/* The spec's English text stays (lang="en"); the visitor also gets it in Portuguese. */}
          <p className="mt-2 text-sm text-muted-foreground" data-testid="not-found-pt">
            Página não encontrada: o endereço pode estar incorreto ou a página pode ter sido removida.
          </p>
          {/* A way out for a visitor who followed a broken link. */}
          <Link href={paths.home} className="mt-6 inline-block rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
            Voltar ao início
          </Link>
        </div>
      </Card>
    </main>
  );
}
