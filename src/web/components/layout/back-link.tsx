import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';

/** The back link at the top of a page ('Voltar ao Dashboard'). */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-2 self-start">
      <Link href={href}>
        <ArrowLeft aria-hidden="true" /> {children}
      </Link>
    </Button>
  );
}
