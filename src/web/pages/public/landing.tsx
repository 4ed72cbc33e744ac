import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { signInFormMessage } from '#contracts/sign-in-forms';
import { GraduationCapIcon as GraduationCap } from '#web/components/ui/shell-icons.tsx';
import type { Role } from '#contracts/endpoint';
import { homeOf, paths } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ThemeToggle } from '#web/components/layout/theme-toggle.tsx';
import { useDemoAccounts } from '#web/features/auth/api/get-demo-accounts.ts';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useDemoSignIn } from '#web/features/auth/api/sign-in.ts';
import { useSessionEnd } from '#web/features/auth/api/session-end.ts';
import { LoginForm } from '#web/features/auth/components/login-form.tsx';
import { RoleCard } from '#web/features/auth/components/role-card.tsx';
import { usePlatformName } from '#web/features/settings/api/get-public-settings.ts';
import { ApiError, errorMessageOf } from '#web/lib/api-client.ts';

/** `/`: the role picker. Each card signs in as its demo account; the form serves every other account. */
export default function LandingPage() {
  const platformName = usePlatformName();
  const [, navigate] = useLocation();
  const accounts = useDemoAccounts();
  const session = useSession();
  const demoSignIn = useDemoSignIn();
  const sessionEnd = useSessionEnd();
  const [pendingRole, setPendingRole] = useState<Role | null>(null);
  // What the server said after a form posted before the script ran (POST /entrar…): read once.
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(() => signInFormMessage(params.get('erro-perfil')));
  const [formStart] = useState(() => ({
    email: params.get('email') ?? undefined,
    codeStep: params.get('etapa') === 'codigo',
    error: signInFormMessage(params.get('erro'), params.get('minutos')),
  }));
  // An installation without demo data answers 404 here: no role cards, the sign-in form alone.
  const hasNoDemo = accounts.error instanceof ApiError && accounts.error.status === 404;


  function enterAs(role: Role) {
    setPendingRole(role);
    setError(null);
    demoSignIn.mutate(role, {
      onSuccess: (result) => {
        if (result.status === 'signed-in') navigate(sessionEnd.destinationFor(result.user.role));
        else setError('Esta conta de demonstração exige o código de verificação: use o formulário abaixo.');
      },
      onError: (e) => setError(errorMessageOf(e)),
      onSettled: () => setPendingRole(null),
    });
  }

  return (
    <div className="min-h-screen bg-gradient-to-b from-primary/10 via-background to-background">
      <div className="mx-auto flex max-w-6xl justify-end px-4 pt-4">
        <ThemeToggle />
      </div>
      <main className="mx-auto max-w-6xl px-4 pb-10">
        <header className="mb-10 text-center">
          <span className="mx-auto mb-4 flex h-16 w-16 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-lg">
            <GraduationCap className="h-9 w-9" aria-hidden="true" />
          </span>
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{platformName}</h1>
          <p className="mt-3 text-lg text-muted-foreground">Educação Online Inteligente com IA</p>
        </header>

        {/* Sent here because the session under a page ended: why, above everything (the form below brings the visitor back). */}
        {sessionEnd.message ? (
          <p role="status" className="mx-auto mb-8 max-w-md rounded-xl border border-amber-500/50 bg-amber-500/10 p-4 text-center text-sm font-medium" data-testid="session-end-message">
            {sessionEnd.message}
          </p>
        ) : null}

        {session.data ? (
          <div className="mb-8 flex flex-col items-center justify-center gap-3 rounded-xl border bg-card p-4 text-center sm:flex-row">
            <p className="text-sm">
              Você está conectado como <strong>{session.data.name}</strong>.
            </p>
            <Button asChild size="sm">
              <Link href={homeOf(session.data.role)}>Ir para minha área</Link>
            </Button>
          </div>
        ) : null}

        {hasNoDemo ? null : (
          <section aria-labelledby="escolha-perfil">
            <h2 id="escolha-perfil" className="mb-6 text-center text-2xl font-bold">
              Escolha seu Perfil
            </h2>
            {error ? (
              <p role="alert" className="mb-4 text-center text-sm font-medium text-destructive">
                {error}
              </p>
            ) : null}
            <div className="grid gap-6 md:grid-cols-3">
              {accounts.isLoading ? [0, 1, 2].map((i) => <Skeleton key={i} className="h-80" />) : null}
              {accounts.isError ? (
                <p className="col-span-full text-center text-sm text-destructive">Não foi possível carregar os perfis. Recarregue a página.</p>
              ) : null}
              {accounts.data?.map((account) => (
                <RoleCard key={account.role} account={account} onEnter={() => enterAs(account.role)} isPending={pendingRole !== null} />
              ))}
            </div>
          </section>
        )}

        <section aria-labelledby="entrar-conta" className={hasNoDemo ? 'mx-auto max-w-md' : 'mx-auto mt-12 max-w-md'}>
          <Card>
            <CardHeader>
              {/* CardTitle's own size would need tailwind-merge to give way to text-xl (lib/utils.ts). */}
              <h2 className="text-xl font-semibold leading-none tracking-tight" id="entrar-conta">
                Entrar com sua conta
              </h2>
              <CardDescription>Já tem uma conta? Entre com seu e-mail e senha.</CardDescription>
            </CardHeader>
            <CardContent>
              <LoginForm start={formStart} onSignedIn={(result) => navigate(sessionEnd.destinationFor(result.user.role))} />
            </CardContent>
          </Card>
          {/* Sign-up lives in checkout (an account comes with a plan): 'Criar conta' leads to the plans, whose checkout creates it. */}
          <p className="mt-4 text-center text-sm text-muted-foreground">
            Ainda não tem conta?{' '}
            <Link href={paths.publicPlans} className="font-medium text-primary underline-offset-4 hover:underline">
              Criar conta
            </Link>{' '}
            escolhendo um dos nossos planos de assinatura.
          </p>
        </section>
      </main>
      <footer className="space-y-2 border-t py-6 text-center text-sm text-muted-foreground">
        {hasNoDemo ? null : <p>Demo com dados fictícios • Todos os recursos funcionais</p>}
        <nav aria-label="Políticas" className="flex flex-wrap justify-center gap-x-4 gap-y-1">
          <Link href={paths.policies.terms} className="underline-offset-4 hover:underline">Termos de Uso</Link>
          <Link href={paths.policies.privacy} className="underline-offset-4 hover:underline">Política de Privacidade</Link>
          <Link href={paths.policies.cookies} className="underline-offset-4 hover:underline">Política de Cookies</Link>
        </nav>
      </footer>
    </div>
  );
}
