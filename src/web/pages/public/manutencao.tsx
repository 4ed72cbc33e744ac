import { Link } from 'wouter';
import { Wrench } from 'lucide-react';
import { PublicPageShell } from '#web/components/layout/public-page-shell.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useSession } from '#web/features/auth/api/get-session.ts';
import { useSignOut } from '#web/features/auth/api/sign-out.ts';
import { usePlatformName, usePublicSettings } from '#web/features/settings/api/get-public-settings.ts';
import { paths } from '#web/lib/paths.ts';

/** What students and teachers see while the maintenanceMode setting is on (the server answers them 503). */
export default function MaintenancePage() {
  const platformName = usePlatformName();
  const settings = usePublicSettings();
  const session = useSession();
  const signOut = useSignOut();
  const over = settings.data && !settings.data.maintenanceMode;
  return (
    <PublicPageShell>
      <section className="space-y-4 text-center" aria-labelledby="maintenance-title">
        <Wrench className="mx-auto size-12 text-primary" aria-hidden="true" />
        <h1 id="maintenance-title" className="text-3xl font-bold tracking-tight">
          {over ? 'A manutenção terminou' : 'Plataforma em manutenção'}
        </h1>
        <p className="text-muted-foreground">
          {over
            ? `A ${platformName} já está disponível de novo.`
            : `A ${platformName} está passando por manutenção e volta em instantes. Seu progresso está salvo.`}
        </p>
        {settings.data?.supportEmail ? (
          <p className="text-sm text-muted-foreground">
            Dúvidas: <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${settings.data.supportEmail}`}>{settings.data.supportEmail}</a>
          </p>
        ) : null}
        <p>
          <Link href={paths.home} className="font-medium text-primary underline-offset-4 hover:underline">
            {over ? 'Ir para a página inicial' : 'Página inicial (administradores podem entrar)'}
          </Link>
        </p>
        {/* A signed-in student or teacher may leave (sign-out keeps working during maintenance). */}
        {session.data && !over ? (
          <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sair
          </Button>
        ) : null}
      </section>
    </PublicPageShell>
  );
}
