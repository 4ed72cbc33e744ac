import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useEmailSettings, usePlatformSettings, usePolicySettings, useSecuritySettings } from '#web/features/settings/api/admin-settings.ts';
import { EmailSettingsForm } from '#web/features/settings/components/email-settings-form.tsx';
import { PlatformSettingsForm } from '#web/features/settings/components/platform-settings-form.tsx';
import { PolicyHistory } from '#web/features/settings/components/policy-history.tsx';
import { PolicySettingsForm } from '#web/features/settings/components/policy-settings-form.tsx';
import { SecuritySettingsForm } from '#web/features/settings/components/security-settings-form.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';

/** A tab's section once loaded: its skeleton meanwhile, the server's message if it fails. */
function Section<T extends { updatedAt: string }>({ query, title, description, children }: { query: UseQueryResult<T>; title: string; description: ReactNode; children: (data: T) => ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <CardDescription>
          {description}
          {query.data ? ` Última alteração: ${formatDate(query.data.updatedAt)}.` : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <p role="alert" className="text-sm text-destructive">Não foi possível carregar as configurações. {errorMessageOf(query.error)}</p>
        ) : query.data ? (
          children(query.data)
        ) : (
          <Skeleton className="h-64" aria-hidden="true" />
        )}
      </CardContent>
    </Card>
  );
}

/** /admin/configuracoes: tabs general, email, security, policies (spec "Administrator area"). */
export default function AdminSettingsPage() {
  const platform = usePlatformSettings();
  const email = useEmailSettings();
  const security = useSecuritySettings();
  const policies = usePolicySettings();
  return (
    <PageContainer kind="reading">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Configurações</h1>
        <p className="text-muted-foreground">Valem para toda a plataforma assim que são salvas.</p>
      </div>
      <Tabs defaultValue="general" className="space-y-4">
        <TabsList className="h-auto max-w-full flex-wrap">
          <TabsTrigger value="general">Geral</TabsTrigger>
          <TabsTrigger value="email">E-mail</TabsTrigger>
          <TabsTrigger value="security">Segurança</TabsTrigger>
          <TabsTrigger value="policies">Políticas</TabsTrigger>
        </TabsList>
        <TabsContent value="general">
          <Section query={platform} title="Configurações gerais" description="Nome, suporte, limites e manutenção.">
            {(data) => <PlatformSettingsForm settings={data} />}
          </Section>
        </TabsContent>
        <TabsContent value="email">
          <Section query={email} title="E-mail" description="Servidor SMTP usado para enviar os e-mails da plataforma.">
            {(data) => <EmailSettingsForm settings={data} />}
          </Section>
        </TabsContent>
        <TabsContent value="security">
          <Section query={security} title="Segurança" description="Política de senhas e acesso, para todas as contas.">
            {(data) => <SecuritySettingsForm settings={data} />}
          </Section>
        </TabsContent>
        <TabsContent value="policies" className="space-y-4">
          <Section
            query={policies}
            title="Políticas"
            description={
              <>
                Publicadas em <Link className="underline" href={paths.policies.terms}>Termos</Link>,{' '}
                <Link className="underline" href={paths.policies.privacy}>Privacidade</Link> e{' '}
                <Link className="underline" href={paths.policies.cookies}>Cookies</Link>.
              </>
            }
          >
            {(data) => <PolicySettingsForm settings={data} />}
          </Section>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Histórico de versões</CardTitle>
              <CardDescription>Cada versão publicada fica guardada com a data.</CardDescription>
            </CardHeader>
            <CardContent>
              <PolicyHistory />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
