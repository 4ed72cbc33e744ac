import type { ReactNode } from 'react';
import { RotateCcw, ShieldCheck } from 'lucide-react';
import { GUARANTEE_RULE } from '#contracts/billing';
import { cn } from '#web/lib/utils.ts';

/** What every plan promises (spec: 7-day guarantee, cancel any time), plus optional lines; `withRule`: the guarantee's once-per-student rule (checkout). */
export function PlanGuarantees({ className, children, withRule = false }: { className?: string; children?: ReactNode; withRule?: boolean }) {
  return (
    <ul className={cn('space-y-1 text-xs text-muted-foreground', className)}>
      <li className="flex items-center gap-2">
        <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Garantia de 7 dias
      </li>
      {withRule ? (
        <li className="pl-6" data-testid="guarantee-rule">
          {GUARANTEE_RULE}
        </li>
      ) : null}
      <li className="flex items-center gap-2">
        <RotateCcw className="h-4 w-4" aria-hidden="true" /> Cancele quando quiser
      </li>
      {children}
    </ul>
  );
}
