import { GraduationCapIcon as GraduationCap, PresentationIcon as Presentation, ShieldCheckIcon as ShieldCheck } from '#web/components/ui/shell-icons.tsx';
import type { DemoAccount } from '#contracts/auth';
import { signInForms } from '#contracts/sign-in-forms';
import type { Role } from '#contracts/endpoint';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';

const LOOK: Record<Role, { icon: typeof GraduationCap; accent: string; button: string }> = {
  aluno: { icon: GraduationCap, accent: 'bg-blue-600 text-white', button: 'bg-blue-700 hover:bg-blue-800 text-white' },
  professor: { icon: Presentation, accent: 'bg-emerald-600 text-white', button: 'bg-emerald-700 hover:bg-emerald-800 text-white' },
  admin: { icon: ShieldCheck, accent: 'bg-purple-600 text-white', button: 'bg-purple-700 hover:bg-purple-800 text-white' },
};

export function RoleCard({ account, onEnter, isPending }: { account: DemoAccount; onEnter: () => void; isPending: boolean }) {
  const look = LOOK[account.role];
  const Icon = look.icon;
  return (
    <Card className="flex flex-col transition-shadow hover:shadow-lg" data-testid={`role-card-${account.role}`}>
      <CardHeader className="items-center text-center">
        <span className={cn('mb-2 flex h-14 w-14 items-center justify-center rounded-2xl', look.accent)}>
          <Icon className="h-7 w-7" aria-hidden="true" />
        </span>
        {/* Not CardTitle: its size would need tailwind-merge to give way to text-xl (lib/utils.ts). */}
        <h2 className="text-xl font-semibold leading-none tracking-tight">{account.title}</h2>
        <CardDescription>{account.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <dl className="space-y-1 rounded-lg bg-muted p-3 text-sm">
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">Usuário:</dt>
            <dd className="truncate font-mono">{account.email}</dd>
          </div>
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">Senha:</dt>
            <dd className="font-mono">{account.password}</dd>
          </div>
        </dl>
      </CardContent>
      {/* A real form: tapped before the page's script has run, the server signs in and redirects (POST /entrar/demo/:role). */}
      <CardFooter>
        <form
          className="w-full"
          method="post"
          action={signInForms.demoOf(account.role)}
          onSubmit={(event) => {
            event.preventDefault();
            onEnter();
          }}
        >
          {/* No variant: its colours would need tailwind-merge to give way to the role's (lib/utils.ts). */}
          <Button type="submit" worksWithoutScript variant={null} className={cn('w-full', look.button)} disabled={isPending}>
            Entrar como {account.title}
          </Button>
        </form>
      </CardFooter>
    </Card>
  );
}
