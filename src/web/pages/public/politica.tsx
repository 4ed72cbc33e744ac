import { useLocation } from 'wouter';
import type { PolicyKind } from '#contracts/policies';
import { PublicPageShell } from '#web/components/layout/public-page-shell.tsx';
import { PolicyDocument } from '#web/features/settings/components/policy-document.tsx';
import { paths } from '#web/lib/paths.ts';

/**
 * /termos, /privacidade and /cookies: the text in force, as published on
 * /admin/configuracoes (tab 'Políticas'). One page file for the three routes, so the
 * landing's route table carries one lazy import instead of three (100 KB budget).
 */
export default function PolicyPage() {
  const [location] = useLocation();
  const policy = (Object.keys(paths.policies) as PolicyKind[]).find((kind) => paths.policies[kind] === location) ?? 'terms';
  return (
    <PublicPageShell>
      <PolicyDocument key={policy} policy={policy} />
    </PublicPageShell>
  );
}
