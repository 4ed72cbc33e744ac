import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminEndpoints } from '#contracts/admin';
import { auditEndpoints } from '#contracts/audit';
import { moderationEndpoints } from '#contracts/moderation';
import { planAdminEndpoints } from '#contracts/plan-admin';
import { privacyAdminEndpoints, privacyEndpoints } from '#contracts/privacy';
import { consentEndpoints } from '#contracts/consents';
import { authoringEndpoints } from '#contracts/authoring';
import { teachingEndpoints } from '#contracts/teaching';
import { authEndpoints } from '#contracts/auth';
import { billingEndpoints } from '#contracts/billing';
import { paymentProviderEndpoints } from '#contracts/payment-providers';
import { certificateEndpoints } from '#contracts/certificates';
import { courseEndpoints } from '#contracts/courses';
import { CSRF_HEADER, MessageSchema, type Endpoint } from '#contracts/endpoint';
import { examEndpoints } from '#contracts/exams';
import { healthEndpoints } from '#contracts/health';
import { historyEndpoints } from '#contracts/history';
import { learningEndpoints } from '#contracts/learning';
import { noticeEndpoints } from '#contracts/notices';
import { notificationEndpoints } from '#contracts/notifications';
import { adminNoticeEndpoints, teacherNoticeEndpoints } from '#contracts/notice-publishing';
import { reportEndpoints } from '#contracts/reports';
import { adminSettingsEndpoints, settingsEndpoints } from '#contracts/settings';
import { userEndpoints } from '#contracts/users';
import type { AppInstance } from '#server/context';
import { isRefusedDuringMaintenance, type ContractRouteConfig, type RouteOptions } from './route.ts';
import { SESSION_COOKIE } from './session.ts';

// The API description at /api/docs/json (Swagger UI at /api/docs), generated from the
// contracts: each endpoint's map key gives its operationId (`courses.detail`) and its
// domain the tag; its access rule gives the security, the CSRF header and the error answers.

/**
 * Every contract's endpoint map, by domain (the tag). A route whose endpoint is missing here is
 * left out of the document: openapi.test.ts compares the routes Fastify registered with it.
 */
const DOMAINS: Record<string, { endpoints: Record<string, Endpoint>; description: string }> = {
  auth: { endpoints: authEndpoints, description: 'Sessão: entrar, sair, cadastro, verificação de e-mail, senha e contas de demonstração.' },
  settings: { endpoints: settingsEndpoints, description: 'Configurações públicas da plataforma (nome, manutenção) e políticas em vigor.' },
  users: { endpoints: userEndpoints, description: 'Conta do usuário: perfil, foto, preferências, 2FA e senha; gestão de usuários.' },
  courses: { endpoints: courseEndpoints, description: 'Catálogo, detalhes de curso, aulas e materiais.' },
  learning: { endpoints: learningEndpoints, description: 'Estudo do aluno: painel, matrícula, progresso, anotações e favoritos.' },
  exams: { endpoints: examEndpoints, description: 'Simulados: questões, tentativas e resultados.' },
  certificates: { endpoints: certificateEndpoints, description: 'Certificados de conclusão: lista, PDF e verificação pública.' },
  billing: { endpoints: billingEndpoints, description: 'Planos, cupons, assinatura, pagamentos, Nota Fiscal e suporte.' },
  paymentProviders: { endpoints: paymentProviderEndpoints, description: 'Notificações assinadas de um provedor de pagamento real (Mercado Pago).' },
  notices: { endpoints: noticeEndpoints, description: 'Mural de avisos.' },
  teacherNotices: { endpoints: teacherNoticeEndpoints, description: 'Área do professor: tarefas, eventos e avisos que ele publica no mural dos alunos dos seus cursos.' },
  notifications: { endpoints: notificationEndpoints, description: 'Notificações do usuário e o fluxo ao vivo (server-sent events).' },
  history: { endpoints: historyEndpoints, description: 'Histórico de atividades.' },
  authoring: { endpoints: authoringEndpoints, description: 'Área do professor: seus cursos (módulos, aulas, envio para análise), materiais e simulados.' },
  teaching: { endpoints: teachingEndpoints, description: 'Área do professor: alunos (lista, CSV, mensagens) e analytics dos seus cursos.' },
  admin: { endpoints: adminEndpoints, description: 'Administração: painel, usuários (criar, suspender, reativar, redefinir senha) e e-mails enviados.' },
  audit: { endpoints: auditEndpoints, description: 'Administração: registro de auditoria (encadeado por SHA-256).' },
  moderation: { endpoints: moderationEndpoints, description: 'Moderação (administradores): cursos enviados e documentos dos alunos; verificação de identidade do aluno.' },
  plans: { endpoints: planAdminEndpoints, description: 'Planos e cupons (administradores).' },
  adminSettings: { endpoints: adminSettingsEndpoints, description: 'Administração: configurações da plataforma, de e-mail e de segurança, e as políticas (com histórico de versões).' },
  adminNotices: { endpoints: adminNoticeEndpoints, description: 'Administração: eventos e avisos publicados no mural de todos os alunos ou dos assinantes de um plano.' },
  reports: { endpoints: reportEndpoints, description: 'Administração: relatório financeiro do período, transações e exportação em CSV.' },
  privacy: { endpoints: privacyEndpoints, description: 'Meus dados (LGPD): o que a plataforma guarda, exportação em ZIP e exclusão da conta.' },
  consents: { endpoints: consentEndpoints, description: 'Consentimentos (LGPD): e-mails de ofertas e cookies opcionais, com data e versão do texto, revogáveis a qualquer momento.' },
  adminPrivacy: { endpoints: privacyAdminEndpoints, description: 'Administração: pedidos dos titulares e exclusão de conta a pedido (LGPD).' },
  health: { endpoints: healthEndpoints, description: 'Estado do serviço.' },
};

function nameEndpoints(): Map<Endpoint, { operationId: string; tag: string }> {
  const names = new Map<Endpoint, { operationId: string; tag: string }>();
  for (const [tag, { endpoints }] of Object.entries(DOMAINS)) {
    for (const [key, endpoint] of Object.entries(endpoints)) names.set(endpoint, { operationId: `${tag}.${key}`, tag });
  }
  return names;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SECURITY_SCHEME = 'session';
const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/Error' };

/** The one error body (errors.ts): a Portuguese message, plus the fields at fault on a 400. */
const ErrorBodySchema = MessageSchema.extend({
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

function errorBodyJsonSchema(): Record<string, unknown> {
  const { $schema: _, ...schema } = z.toJSONSchema(ErrorBodySchema, { target: 'draft-2020-12' });
  return schema;
}

function describeAccess(endpoint: Endpoint): string {
  if (endpoint.access === 'public') return 'Acesso: público (sem sessão).';
  if (endpoint.access === 'authenticated') return 'Acesso: qualquer usuário com sessão.';
  return `Acesso: perfis ${endpoint.access.join(', ')}.`;
}

type Operation = Record<string, any>;
type Responses = Record<string, unknown>;

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: ERROR_SCHEMA_REF } } };
}

/** Each error status the route can answer, from its contract and its route options. */
function errorResponses(endpoint: Endpoint, options: RouteOptions): Responses {
  const responses: Responses = {};
  const hasInput = Boolean(endpoint.params || endpoint.query || endpoint.body || endpoint.upload);
  // Every route refuses a NUL character anywhere in its input, the query string included (route.ts).
  responses['400'] = hasInput
    ? errorResponse('Dados inválidos: a mensagem diz o que corrigir (num erro de validação, `issues` lista os campos).')
    : errorResponse('Texto inválido: a query string contém um caractere NUL.');
  if (endpoint.access !== 'public') responses['401'] = errorResponse('Sem sessão, ou sessão expirada.');
  const forbidden: string[] = [];
  if (Array.isArray(endpoint.access)) forbidden.push(`o perfil da sessão não é ${endpoint.access.join(' nem ')}`);
  if (STATE_CHANGING.has(endpoint.method)) forbidden.push(`falta o cabeçalho \`${CSRF_HEADER}: 1\``);
  if (forbidden.length > 0) responses['403'] = errorResponse(`Recusado: ${forbidden.join('; ou ')}.`);
  if (endpoint.params) responses['404'] = errorResponse('Recurso não encontrado (ou não visível para esta sessão).');
  if (endpoint.conflict) responses['409'] = errorResponse(endpoint.conflict);
  if (endpoint.body) responses['415'] = errorResponse('Tipo de conteúdo do corpo não aceito (envie `application/json`).');
  if (endpoint.upload) {
    responses['413'] = errorResponse(`Arquivo acima de ${Math.round(endpoint.upload.maxBytes / 1024 / 1024)} MB.`);
    responses['415'] = errorResponse(`Tipo de arquivo não aceito (aceitos: ${endpoint.upload.accept}).`);
  }
  if (options.rateLimit) {
    responses['429'] = errorResponse(`Muitas requisições: até ${options.rateLimit.max} por ${options.rateLimit.timeWindow.replace('minute', 'minuto')}.`);
  }
  responses['500'] = errorResponse('Erro interno (detalhes só no log do servidor).');
  if (isRefusedDuringMaintenance(endpoint, options)) {
    responses['503'] = errorResponse('Plataforma em manutenção (administradores continuam atendidos).');
  }
  return responses;
}

/**
 * zod writes a record over an enum (`z.record(StatusSchema, z.number())`) as `propertyNames`
 * plus `required`, without `properties`; the keys are known, so they are named, each with
 * the record's value schema (what readers and client generators expect of `required`).
 */
function nameRecordKeys(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(nameRecordKeys);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, any>;
  const keys: unknown = schema.propertyNames?.enum;
  if (!schema.properties && Array.isArray(keys) && Array.isArray(schema.required) && typeof schema.additionalProperties === 'object') {
    schema.properties = Object.fromEntries(keys.map((key) => [key, schema.additionalProperties]));
  }
  Object.values(schema).forEach(nameRecordKeys);
}

function binarySchema(mediaType: string) {
  if (mediaType === 'text/event-stream') {
    return { type: 'string', description: 'Eventos `ready` ao abrir e `notification` ({ notification, push }) a cada nova; `: ping` a cada 25 s.' };
  }
  if (mediaType.startsWith('text/')) return { type: 'string' };
  return { type: 'string', format: 'binary', contentMediaType: mediaType };
}

/** Rewrites one generated operation so that it tells what the route really does. */
function completeOperation(operation: Operation, endpoint: Endpoint, options: RouteOptions): void {
  const status = String(endpoint.status ?? 200);
  const generated = operation.responses?.[status] ?? operation.responses?.['200'] ?? {};
  const success = endpoint.produces
    ? {
        description: 'Sucesso.',
        content: Object.fromEntries(
          [endpoint.produces].flat().map((mediaType) => [mediaType, { schema: binarySchema(mediaType) }]),
        ),
      }
    : { ...generated, description: 'Sucesso.' };
  operation.responses = { [status]: success, ...errorResponses(endpoint, options) };

  if (endpoint.upload) {
    const { field, accept, maxBytes } = endpoint.upload;
    operation.requestBody = {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [field]: { type: 'string', format: 'binary', description: `${accept}; até ${maxBytes} bytes.` } },
            required: [field],
          },
          encoding: { [field]: { contentType: accept } },
        },
      },
    };
  }
  if (STATE_CHANGING.has(endpoint.method)) {
    operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/CsrfHeader' }];
  }
}

export interface OpenApiOptions {
  /** Public address of the platform, when configured; otherwise the document's server is relative (`/`). */
  publicUrl?: string;
}

/**
 * Registers @fastify/swagger with an OpenAPI 3.1 document built from the contracts, and
 * Swagger UI at /api/docs. Wrapped with fastify-plugin so it sees the routes of every module.
 */
export const openApiPlugin = fp(async (app: AppInstance, options: OpenApiOptions) => {
  const names = nameEndpoints();
  // Filled by `transform` (one call per route) and read by `transformObject` (once, after).
  const routes = new Map<string, { endpoint: Endpoint; options: RouteOptions }>();

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'EduIA API',
        version: '0.1.0',
        description: [
          'API da plataforma EduIA. As respostas de erro têm sempre o corpo `{ message }` (em português).',
          '',
          `**Sessão**: \`POST /api/auth/login\` devolve o cookie \`${SESSION_COOKIE}\` (HttpOnly), enviado de volta em cada chamada.`,
          '',
          `**CSRF**: toda chamada POST, PUT, PATCH ou DELETE leva o cabeçalho \`${CSRF_HEADER}: 1\`; sem ele, a resposta é 403.`,
        ].join('\n'),
      },
      servers: [{ url: options.publicUrl ?? '/', description: options.publicUrl ? 'Endereço público' : 'Este servidor' }],
      tags: Object.entries(DOMAINS).map(([name, { description }]) => ({ name, description })),
      components: {
        securitySchemes: {
          [SECURITY_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Cookie de sessão criado por `POST /api/auth/login`.',
          },
        },
      },
    },
    transform: (input) => {
      const contract = (input.route.config as Partial<ContractRouteConfig> | undefined)?.contract;
      const { schema, url } = jsonSchemaTransform(input);
      const name = contract && names.get(contract.endpoint);
      // Only contract routes are the API (not Swagger UI's own files nor the web app's).
      if (!contract || !name) return { schema: { ...schema, hide: true }, url };
      const { endpoint } = contract;
      routes.set(name.operationId, contract);
      return {
        url,
        schema: {
          ...schema,
          operationId: name.operationId,
          summary: endpoint.summary,
          description: describeAccess(endpoint),
          tags: [name.tag],
          security: endpoint.access === 'public' ? [] : [{ [SECURITY_SCHEME]: [] }],
        },
      };
    },
    transformObject: (input) => {
      // Named zod schemas (`.meta({ id })`), should a contract register any, become components.
      const document = jsonSchemaTransformObject(input) as Record<string, any>;
      nameRecordKeys(document.paths);
      for (const pathItem of Object.values<Record<string, Operation>>(document.paths ?? {})) {
        for (const operation of Object.values(pathItem)) {
          const route = routes.get(operation?.operationId);
          if (route) completeOperation(operation, route.endpoint, route.options);
        }
      }
      document.components = {
        ...document.components,
        schemas: { ...document.components?.schemas, Error: errorBodyJsonSchema() },
        parameters: {
          CsrfHeader: {
            name: CSRF_HEADER,
            in: 'header',
            required: true,
            description: 'Proteção contra CSRF: obrigatório, sempre com o valor `1`, em toda chamada que altera dados.',
            schema: { type: 'string', enum: ['1'], default: '1' },
          },
        },
      };
      return document;
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
