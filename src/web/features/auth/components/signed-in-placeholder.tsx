import { useSession } from '../api/get-session.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** Shows who is signed in, for areas whose screens are still being built. */
export function SignedInPlaceholder({ title, description }: { title: string; description: string }) {
  const { data: user } = useSession();
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">
          Conectado como <strong data-testid="signed-in-user">{user?.name}</strong> ({user?.email}).
        </p>
      </CardContent>
    </Card>
  );
}
