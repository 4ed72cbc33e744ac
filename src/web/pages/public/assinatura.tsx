import { Link } from 'wouter';
import { GUARANTEE_RULE } from '#contracts/billing';
import { homeOf, paths } from '#web/lib/paths.ts';
import { Brand } from '#web/components/layout/brand.tsx';
import { PageFrame } from '#web/components/layout/page-frame.tsx';
import { ThemeToggle } from '#web/components/layout/theme-toggle.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { PlanGrid } from '#web/features/billing/components/plan-grid.tsx';

/** /assinatura — the public plans page: the three plans from the database. */
export default function PublicPlansPage() {
  const { data: user } = useSession();
  return (
    <PageFrame>
      <div className="min-h-screen bg-gradient-to-b from-primary/10 via-background to-background">
        <header className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Brand href={paths.home} />
          <div className="flex items-center gap-2">
            <ThemeToggle />
            {user ? (
              <Button asChild variant="outline" size="sm">
                <Link href={user.role === 'aluno' ? paths.aluno.subscription : homeOf(user.role)}>
                  {user.role === 'aluno' ? 'Minha Assinatura' : 'Minha área'}
                </Link>
              </Button>
            ) : (
              <Button asChild variant="outline" size="sm">
                <Link href={paths.home}>Entrar</Link>
              </Button>
            )}
          </div>
        </header>
        <main id="conteudo" className="mx-auto max-w-6xl px-4 pb-16 pt-6">
          <div className="mb-10 text-center">
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Escolha seu Plano</h1>
            <p className="mx-auto mt-3 max-w-2xl text-muted-foreground">
              Acesso ilimitado a todos os cursos, certificados de conclusão e simulados. Todos os planos têm garantia de 7 dias e podem ser
              cancelados a qualquer momento. <span data-testid="guarantee-rule">{GUARANTEE_RULE}</span>
            </p>
          </div>
          <PlanGrid />
          <p className="mt-10 text-center text-xs text-muted-foreground">
            Pagamentos processados em ambiente de demonstração: nenhuma cobrança real é feita.
          </p>
        </main>
      </div>
    </PageFrame>
  );
}
