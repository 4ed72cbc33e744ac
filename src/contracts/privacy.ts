import { z } from 'zod';
import { defineEndpoint, IdParamsSchema } from './endpoint.ts';

// "Meus dados" (LGPD art. 18): what EduIA holds about the person, by category, and the
// export of all of it. The categories are the export's files (`<key>.json`) and the data map
// of docs/security.md: one list, so the page, the ZIP and the docs cannot drift apart.

export const DATA_CATEGORIES = [
  {
    key: 'conta',
    title: 'Conta e perfil',
    holds: 'Nome, e-mail, papel, situação da conta, telefone, biografia, CPF, foto, preferências de notificação, formação e especialidades (professores), datas de criação e último acesso.',
    purpose: 'Identificar você, permitir o acesso e falar com você sobre a conta.',
    legalBasis: 'Execução de contrato (art. 7º, V)',
    retention: 'Enquanto a conta existir; apagados ou anonimizados na exclusão da conta.',
    recipients: 'Ninguém fora da EduIA; o servidor de e-mail recebe seu endereço para entregar as mensagens.',
  },
  {
    key: 'aprendizagem',
    title: 'Progresso nos cursos e anotações',
    holds: 'Cursos em que você se matriculou, aulas concluídas, tempo de estudo por dia, anotações e favoritos.',
    purpose: 'Mostrar seu progresso, emitir certificados e recomendar cursos.',
    legalBasis: 'Execução de contrato (art. 7º, V)',
    retention: 'Enquanto a conta existir; apagados na exclusão da conta.',
    recipients: 'Os professores dos seus cursos veem seu progresso nesses cursos.',
  },
  {
    key: 'avaliacoes',
    title: 'Tentativas de simulados',
    holds: 'Cada tentativa: quando começou e terminou, respostas, nota e se foi aprovada.',
    purpose: 'Corrigir os simulados e emitir certificados.',
    legalBasis: 'Execução de contrato (art. 7º, V)',
    retention: 'Enquanto a conta existir; apagadas na exclusão da conta.',
    recipients: 'Os professores dos seus cursos veem as notas nesses cursos.',
  },
  {
    key: 'certificados',
    title: 'Certificados',
    holds: 'Certificados emitidos: curso, código de verificação, data, carga horária e nota.',
    purpose: 'Comprovar a conclusão de um curso, inclusive por verificação pública do código.',
    legalBasis: 'Execução de contrato (art. 7º, V) e exercício regular de direitos (art. 7º, VI)',
    retention: 'Mantidos após a exclusão da conta, sem o seu nome: a verificação pública responde "emitido; titular removido".',
    recipients: 'Quem tiver o código de verificação.',
  },
  {
    key: 'pagamentos',
    title: 'Assinaturas, pagamentos e recibos',
    holds: 'Assinaturas, cobranças (Pix, boleto, cartão), valores, datas, recibos, cupons usados, o cartão salvo (bandeira, 4 últimos dígitos e validade; nunca o número) e o endereço de cobrança do boleto.',
    purpose: 'Cobrar a assinatura, emitir recibos e cumprir obrigações fiscais.',
    legalBasis: 'Execução de contrato (art. 7º, V) e cumprimento de obrigação legal (art. 7º, II; art. 16, I)',
    retention: 'Pagamentos e recibos: 5 anos após o pagamento (obrigação fiscal), desvinculados do seu nome após a exclusão da conta. O cartão salvo e o endereço do boleto são apagados na exclusão.',
    recipients: 'O provedor de pagamentos que processa a cobrança.',
  },
  {
    key: 'mensagens',
    title: 'Mensagens, mural e suporte',
    holds: 'Mensagens de professores para você (ou suas, se você é professor), inscrições em eventos, tarefas marcadas como feitas, avisos publicados por você e mensagens ao suporte.',
    purpose: 'Comunicação entre alunos, professores e a equipe da plataforma.',
    legalBasis: 'Execução de contrato (art. 7º, V)',
    retention: 'Enquanto a conta existir; apagadas na exclusão da conta.',
    recipients: 'Os destinatários de cada mensagem; a equipe de suporte.',
  },
  {
    key: 'notificacoes',
    title: 'Notificações e e-mails',
    holds: 'As notificações que você recebeu e os e-mails enviados ao seu endereço (links de acesso nunca são guardados).',
    purpose: 'Avisar você do que acontece nos seus cursos e na conta.',
    legalBasis: 'Execução de contrato (art. 7º, V)',
    retention: 'Notificações e e-mails: pelo prazo definido pela administração (veja abaixo); apagados na exclusão da conta.',
    recipients: 'O servidor de e-mail (SMTP) configurado pela plataforma.',
  },
  {
    key: 'sessoes',
    title: 'Sessões e dispositivos',
    holds: 'Sessões abertas (início, último uso, validade) e tentativas de acesso erradas por dispositivo.',
    purpose: 'Manter você conectado e proteger a conta contra acessos indevidos.',
    legalBasis: 'Legítimo interesse na segurança (art. 7º, IX) e execução de contrato (art. 7º, V)',
    retention: 'Sessões: até expirarem ou pelo prazo definido pela administração; apagadas na exclusão da conta.',
    recipients: 'Ninguém fora da EduIA.',
  },
  {
    key: 'auditoria',
    title: 'Registro de auditoria',
    holds: 'Ações administrativas feitas por você ou sobre a sua conta (quem, o quê, quando).',
    purpose: 'Prestar contas das ações administrativas e investigar abusos.',
    legalBasis: 'Legítimo interesse (art. 7º, IX) e exercício regular de direitos (art. 7º, VI)',
    retention: 'Pelo prazo definido pela administração; após a exclusão da conta, as entradas ficam pseudonimizadas (sem nome nem e-mail).',
    recipients: 'Os administradores da plataforma.',
  },
  {
    key: 'consentimentos',
    title: 'Suas permissões (consentimentos)',
    holds: 'Cada decisão sobre e-mails de ofertas e cookies opcionais: se permitiu ou recusou, quando, a versão do texto que você leu e quando revogou.',
    purpose: 'Enviar ofertas por e-mail e usar cookies opcionais só com a sua permissão, e provar que ela foi dada.',
    legalBasis: 'Consentimento (art. 7º, I; art. 8º), revogável a qualquer momento (art. 8º, § 5º)',
    retention: 'Enquanto a conta existir; apagadas na exclusão da conta.',
    recipients: 'Ninguém fora da EduIA.',
  },
  {
    key: 'cursos-publicados',
    title: 'Cursos que você criou',
    holds: 'Cursos de que você é professor responsável: título, situação e datas.',
    purpose: 'Publicar e manter seus cursos.',
    legalBasis: 'Execução de contrato (art. 7º, V)',
    retention: 'Os cursos continuam na plataforma após a exclusão da conta, sob a responsabilidade de um administrador.',
    recipients: 'Os alunos dos cursos publicados.',
  },
] as const;

export type DataCategoryKey = (typeof DATA_CATEGORIES)[number]['key'];

/** Days an export stays downloadable. */
export const EXPORT_DAYS = 7;
/** Days between an erasure request and the erasure (the holder can cancel meanwhile). */
export const ERASURE_GRACE_DAYS = 7;

/** The name an erased account keeps (payments, certificates and the audit log still point at the row). */
export const ERASED_NAME = 'Titular removido';

export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const;
export const DATA_REQUEST_STATUSES = ['pendente', 'preparando', 'pronto', 'expirado', 'agendado', 'cancelado', 'concluido', 'falhou'] as const;

export const DataRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(DATA_REQUEST_KINDS),
  status: z.enum(DATA_REQUEST_STATUSES),
  requestedAt: z.string(),
  /** Export: when the file was ready. Erasure: when it was carried out. */
  completedAt: z.string().nullable(),
  /** Export: until when it can be downloaded. Erasure: when it will be carried out. */
  dueAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
});
export type DataRequest = z.infer<typeof DataRequestSchema>;

export const RetentionSchema = z.object({
  /** Inactive accounts are flagged to admins after this many days (0 = never). */
  inactiveAccountDays: z.number().int().min(0).max(3650),
  sessionDays: z.number().int().min(1).max(3650),
  notificationDays: z.number().int().min(30).max(3650),
  outboxDays: z.number().int().min(7).max(3650),
  auditDays: z.number().int().min(365).max(3650),
});
export type Retention = z.infer<typeof RetentionSchema>;

export const MyDataSchema = z.object({
  /** Rows per category held now (what the export would contain). */
  counts: z.record(z.string(), z.number().int()),
  retention: RetentionSchema,
  requests: z.array(DataRequestSchema),
});
export type MyData = z.infer<typeof MyDataSchema>;

export const PasswordConfirmSchema = z.object({
  currentPassword: z.string().min(1, 'Informe sua senha.').max(200),
});

export const ErasureRequestSchema = z.object({
  currentPassword: z.string().min(1, 'Informe sua senha.').max(200),
  /** Required when two-step verification is on: a 6-digit code or a recovery code. */
  code: z.string().trim().max(20).optional(),
});

export const AdminErasureSchema = z.object({
  reason: z.string().trim().min(10, 'Descreva o pedido do titular (pelo menos 10 caracteres).').max(500),
});

export const AdminDataRequestSchema = DataRequestSchema.extend({
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  requestedByName: z.string().nullable(),
  reason: z.string().nullable(),
});
export type AdminDataRequest = z.infer<typeof AdminDataRequestSchema>;

export const AdminDataRequestsQuerySchema = z.object({
  status: z.enum(DATA_REQUEST_STATUSES).optional(),
  kind: z.enum(DATA_REQUEST_KINDS).optional(),
});

export const privacyAdminEndpoints = {
  requests: defineEndpoint({
    method: 'GET', path: '/api/admin/privacy/requests', access: ['admin'],
    summary: 'Pedidos de titulares (exportações e exclusões), do mais recente ao mais antigo (até 200).',
    query: AdminDataRequestsQuerySchema, response: z.array(AdminDataRequestSchema),
  }),
  eraseUser: defineEndpoint({
    method: 'POST', path: '/api/admin/users/:id/erasure', access: ['admin'],
    summary: 'Exclui a conta de um usuário a pedido dele, com o motivo (auditado). Imediato; a última conta de administrador não pode ser excluída.',
    params: IdParamsSchema, body: AdminErasureSchema, response: DataRequestSchema, conflict: 'Última conta de administrador, ou conta já excluída.',
  }),
};

export const privacyEndpoints = {
  myData: defineEndpoint({
    method: 'GET', path: '/api/privacy/me', access: 'authenticated',
    summary: 'Meus dados: quantos registros há em cada categoria, os prazos de retenção e os pedidos de exportação e exclusão.',
    response: MyDataSchema,
  }),
  requestExport: defineEndpoint({
    method: 'POST', path: '/api/privacy/exports', access: 'authenticated', status: 202,
    summary: 'Pede a exportação dos meus dados (ZIP preparado em segundo plano; avisado por notificação e e-mail). Um pedido por vez.',
    response: DataRequestSchema, conflict: 'Já há uma exportação em preparo.',
  }),
  downloadExport: defineEndpoint({
    method: 'POST', path: '/api/privacy/exports/:id/download', access: 'authenticated',
    summary: 'Baixa o ZIP de uma exportação pronta (por 7 dias), com a senha pedida de novo.',
    params: IdParamsSchema, body: PasswordConfirmSchema, response: z.any(), produces: 'application/zip',
  }),
  requestErasure: defineEndpoint({
    method: 'POST', path: '/api/privacy/erasure', access: 'authenticated', status: 202,
    summary: 'Pede a exclusão da conta: feita 7 dias depois (cancelável até lá), com senha e o código de verificação em duas etapas quando ativo.',
    body: ErasureRequestSchema, response: DataRequestSchema, conflict: 'Já há uma exclusão agendada, ou esta é a última conta de administrador.',
  }),
  cancelErasure: defineEndpoint({
    method: 'DELETE', path: '/api/privacy/erasure', access: 'authenticated',
    summary: 'Cancela a exclusão agendada da conta.',
    response: DataRequestSchema,
  }),
};
