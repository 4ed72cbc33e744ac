import type { ReactNode } from 'react';
import { useSignOut } from '#web/features/auth/api/sign-out.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/**
 * The frame of the pages an account sees while it must resolve something first (forced
 * password change, e-mail confirmation, account under review): no area menu, since the
 * server refuses the area's calls until then; signing out is always offered.
 */
export function AccountStateFrame({ title, description, children }: { title: string; description: ReactNode; children?: ReactNode }) {
  const signOut = useSignOut();
  return (
    <main className="flex min-h-screen w-full items-center justify-center bg-background p-4">
      <div className="w-full max-w-2xl space-y-4">
        <Card>
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">{title}</CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              Sair
            </Button>
          </CardContent>
        </Card>
        {children}
      </div>
    </main>
  );
}
