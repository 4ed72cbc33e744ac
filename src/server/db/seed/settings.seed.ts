import type { SeedContext } from './seed-context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

// The demo's policy texts (tab 'Políticas' of /admin/configuracoes, pages /termos,
// /privacidade, /cookies): the short texts installed with the platform became the first
// versions 120 days ago, and the demo administrator published these fuller ones 10 days
// ago, so the history shows two versions of each and the pages a real "em vigor desde" date.
const POLICIES = {
  terms: `# Termos de Uso

Bem-vindo(a) à EduIA. Ao criar uma conta ou usar a plataforma, você concorda com estes termos.

## Sua conta
- Mantenha sua senha em segredo; você responde pelo uso da sua conta.
- Professores e administradores protegem a conta com a verificação em duas etapas.

## Uso da plataforma
- Os cursos são para seu aprendizado pessoal: não compartilhe aulas, materiais nem simulados.
- Respeite professores e colegas nas mensagens e no mural.

## Assinaturas
- Os planos são cobrados no início de cada período e podem ser cancelados a qualquer momento; o acesso continua até o fim do período pago.
- Todos os planos têm garantia de 7 dias.

## Certificados
Os certificados são emitidos ao concluir todas as aulas (e o simulado, quando houver) e podem ser verificados publicamente pelo código.`,
  privacy: `# Política de Privacidade

Tratamos seus dados pessoais conforme a Lei Geral de Proteção de Dados (LGPD).

## O que coletamos
- Nome, e-mail, telefone e biografia que você informa no perfil.
- CPF, quando informado: exibido apenas a você e aos administradores, sempre mascarado para os demais.
- Seu progresso, anotações, tentativas de simulado e certificados.

## Para que usamos
- Oferecer os cursos, emitir certificados e cobrar a assinatura.
- Enviar os e-mails que você escolheu receber nas preferências de notificação.

## Seus direitos
Você pode pedir acesso, correção ou exclusão dos seus dados pelo e-mail de suporte.`,
  cookies: `# Política de Cookies

Usamos **apenas cookies essenciais**:

- \`eduia_session\`: mantém sua sessão depois do login (HttpOnly, expira após o tempo de inatividade configurado).

Preferências como o tema claro ou escuro ficam no armazenamento local do seu navegador, não em cookies. Não usamos cookies de publicidade nem de rastreamento.`,
};

export async function seedSettings({ db, now, settings }: SeedContext) {
  if (await db.selectFrom('policyVersions').select('id').where('id', '=', 'policy-terms-2').executeTakeFirst()) return;
  // The installed texts' versions (seedDefaults, publishedBy null) date from the demo's start.
  await db.updateTable('policyVersions').set({ publishedAt: ago(now, 120) }).where('publishedBy', 'is', null).execute();
  for (const [policy, content] of Object.entries(POLICIES)) {
    await db.insertInto('policyVersions').values({ id: `policy-${policy}-2`, policy, content, publishedAt: ago(now, 10), publishedBy: 'user-admin-demo' }).execute();
  }
  await settings.update('policies', POLICIES);
}
