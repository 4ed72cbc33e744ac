import { PublicPageShell } from '#web/components/layout/public-page-shell.tsx';
import { usePlatformName } from '#web/features/settings/api/get-public-settings.ts';
import { PolicyDocument } from '#web/features/settings/components/policy-document.tsx';

/** /termos: the text in force, as published on /admin/configuracoes (tab 'Políticas'). */
export default function PolicyPage() {
  return (
    <PublicPageShell>
      <PolicyDocument policy="terms" platformName={usePlatformName()} />
    </PublicPageShell>
  );
}
