import { plural } from './plural.ts';
import { POLICY_TITLES } from './policies.ts';

// The sentence an admin reads for each audit entry ("Tamanho mínimo da senha: 8 → 12"),
// built from the entry's stored details; the raw record stays behind "Detalhes" on the page.
// An action or a detail without a sentence here is described by its label, never hidden.

type Details = Record<string, unknown>;

/** Portuguese names of the stored keys (settings fields, before/after fields of plans, coupons, events…). */
const FIELD_LABELS: Record<string, string> = {
  platformName: 'Nome da plataforma',
  supportEmail: 'E-mail de suporte',
  maxUploadSize: 'Tamanho máximo de upload (MB)',
  teacherUploadQuotaMb: 'Cota de armazenamento por professor (MB)',
  sessionTimeout: 'Tempo de sessão (minutos)',
  maintenanceMode: 'Modo de manutenção',
  smtpHost: 'Servidor SMTP',
  smtpPort: 'Porta SMTP',
  smtpUser: 'Usuário SMTP',
  emailFrom: 'Remetente',
  twoFactorAuth: 'Verificação em duas etapas',
  passwordMinLength: 'Tamanho mínimo da senha',
  passwordExpiry: 'Validade da senha (dias)',
  maxLoginAttempts: 'Tentativas de login',
  requireEmailVerification: 'Exigir confirmação de e-mail',
  name: 'Nome',
  nome: 'Nome',
  perfil: 'Perfil',
  priceCents: 'Preço',
  periodMonths: 'Período (meses)',
  interestFreeInstalments: 'Parcelas sem juros',
  active: 'Ativo',
  title: 'Título',
  audience: 'Público',
  startsAt: 'Início',
  capacity: 'Vagas',
  type: 'Tipo',
  priority: 'Prioridade',
  scheduledFor: 'Agendado para',
  code: 'Código',
  discountType: 'Tipo de desconto',
  discountValue: 'Desconto',
  maxUses: 'Usos máximos',
  validUntil: 'Válido até',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
let dateTime: Intl.DateTimeFormat | undefined;

/** Stored role values, as the rest of the product names them. */
const ROLE_NAMES: Record<string, string> = { aluno: 'aluno', professor: 'professor', admin: 'administrador' };

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if ((key === 'perfil' || key === 'papel') && typeof value === 'string') return ROLE_NAMES[value] ?? value;
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (key === 'active' && (value === 0 || value === 1)) return value === 1 ? 'sim' : 'não';
  if (typeof value === 'number') {
    if (key === 'priceCents') return `R$ ${(value / 100).toFixed(2).replace('.', ',')}`;
    return value.toLocaleString('pt-BR');
  }
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) {
      dateTime ??= new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });
      const date = new Date(value);
      if (!Number.isNaN(date.getTime())) return dateTime.format(date);
    }
    return value;
  }
  return JSON.stringify(value);
}

const label = (key: string) => FIELD_LABELS[key] ?? key;
const isRecord = (value: unknown): value is Details => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "Campo: antes → depois" for each field that changed, or null when none did. */
function changesText(before: Details, after: Details): string | null {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const parts = keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => `${label(key)}: ${valueText(key, before[key])} → ${valueText(key, after[key])}`);
  return parts.length > 0 ? parts.join('; ') : null;
}

/** `{ key: { old, new } }` as the settings store it. */
function settingsChangesText(changes: unknown): string | null {
  if (!isRecord(changes)) return null;
  const parts = Object.entries(changes).map(([key, change]) =>
    isRecord(change) ? `${label(key)}: ${valueText(key, change.old)} → ${valueText(key, change.new)}` : `${label(key)} alterado`,
  );
  return parts.length > 0 ? parts.join('; ') : null;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const count = (value: unknown) => (typeof value === 'number' ? value : null);
const withReason = (sentence: string, reason: unknown) => (text(reason) ? `${sentence} Motivo: ${text(reason)}` : sentence);
const quoted = (value: unknown) => (text(value) ? ` “${text(value)}”` : '');

/** The sentence of one entry. `actionLabel` is what an entry without a better sentence reads. */
export function auditSummary(action: string, details: Details | null, actionLabel: string): string {
  const d = details ?? {};
  const before = isRecord(d.before) ? d.before : isRecord(d.antes) ? d.antes : null;
  const after = isRecord(d.after) ? d.after : isRecord(d.depois) ? d.depois : null;
  switch (action) {
    case 'settings.update': {
      const parts: string[] = [];
      const changes = settingsChangesText(d.changes);
      if (changes) parts.push(changes);
      if (text(d.smtpPasswordChange)) parts.push(`Senha SMTP ${text(d.smtpPasswordChange)}`);
      if (isRecord(d.published)) {
        const titles = Object.keys(d.published).map((policy) => POLICY_TITLES[policy as keyof typeof POLICY_TITLES] ?? policy);
        if (titles.length > 0) parts.push(`Nova versão publicada: ${titles.join(', ')}`);
      }
      return parts.length > 0 ? parts.join('; ') : 'Configurações salvas sem mudanças';
    }
    case 'auth.sign_in_failed': {
      const who = text(d.email) ? ` com o e-mail ${text(d.email)}` : '';
      const attempt = count(d.tentativa) ? `, ${count(d.tentativa)}ª tentativa` : '';
      return `Tentativa de entrar${who} falhou${text(d.motivo) ? ` (${text(d.motivo)}${attempt})` : attempt ? ` (${attempt.slice(2)})` : ''}`;
    }
    case 'auth.locked':
    case 'auth.device_locked':
      return `Entrada bloqueada por alguns minutos depois de ${plural(count(d.tentativas) ?? 0, 'tentativa', 'tentativas')} sem sucesso${action === 'auth.device_locked' ? ' neste dispositivo' : ''}`;
    case 'auth.sign_in_refused':
      return `Entrada recusada${text(d.motivo) ? `: ${text(d.motivo)}` : ''}`;
    case 'admin.created':
      return `Administrador ${text(d.email) ?? ''} criado${text(d.via) ? ` por ${text(d.via)}` : ''}`.replace('  ', ' ');
    case 'user.create':
      return `Conta de ${text(d.perfil) ? valueText('perfil', d.perfil) : 'usuário'} criada para ${text(d.nome) ?? '—'}${text(d.email) ? ` (${text(d.email)})` : ''}`;
    case 'user.update':
    case 'user.role_change':
    case 'plan.update':
    case 'coupon.update':
    case 'event.update':
    case 'announcement.update':
      return before && after ? (changesText(before, after) ?? `${actionLabel}, sem mudanças`) : actionLabel;
    case 'user.suspend': {
      const sessions = count(d.sessoesEncerradas);
      return withReason(`Conta suspensa${sessions !== null ? ` (${plural(sessions, 'sessão encerrada', 'sessões encerradas')})` : ''}.`, d.motivo);
    }
    case 'user.reactivate':
      return `Conta reativada${text(d.statusAnterior) ? ` (estava ${text(d.statusAnterior)})` : ''}`;
    case 'user.password_reset': {
      const sessions = count(d.sessoesEncerradas);
      const until = text(d.linkExpiraEm) ? `, válido até ${valueText('linkExpiraEm', d.linkExpiraEm)}` : '';
      return `Link de nova senha enviado${until}${sessions !== null ? `; ${plural(sessions, 'sessão encerrada', 'sessões encerradas')}` : ''}`;
    }
    case 'email.retry':
      return `Reenvio de${quoted(d.assunto)} para ${text(d.destinatario) ?? '—'}`;
    case 'email.test':
      return `E-mail de teste para ${text(d.destinatario) ?? '—'}${text(d.servidor) ? ` (servidor: ${text(d.servidor)})` : ''}`;
    case 'message.send':
      return `Mensagem${count(d.caracteres) !== null ? ` de ${plural(count(d.caracteres)!, 'caractere', 'caracteres')}` : ''} enviada ao aluno`;
    case 'student.verify':
      return d.documents ? 'Documentos do aluno verificados' : 'Cadastro do aluno aprovado';
    case 'student.reject':
      return withReason(d.documents ? 'Documentos do aluno recusados.' : 'Cadastro do aluno recusado.', d.reason);
    case 'course.approve':
      return `Curso${quoted(d.title)} aprovado e publicado`;
    case 'course.reject':
      return withReason(`Curso${quoted(d.title)} devolvido ao professor.`, d.reason);
    case 'course.unpublish':
      return withReason(`Curso${quoted(d.title)} retirado do catálogo.`, d.reason);
    case 'course.revision.approve':
      return `Revisão do curso${quoted(d.title)} aprovada`;
    case 'course.revision.reject':
      return withReason(`Revisão do curso${quoted(d.title)} devolvida ao professor.`, d.reason);
    case 'plan.create':
      return `Plano${quoted(d.name)} criado: ${valueText('priceCents', d.priceCents)}${count(d.periodMonths) ? ` a cada ${plural(count(d.periodMonths)!, 'mês', 'meses')}` : ''}`;
    case 'coupon.create':
      return `Cupom${quoted(d.code)} criado`;
    case 'announcement.create':
    case 'event.create':
      return `${action === 'event.create' ? 'Evento' : 'Aviso'}${quoted(d.title)} publicado${text(d.audience) ? ` para ${text(d.audience)}` : ''}`;
    case 'announcement.delete':
      return `Aviso${quoted(d.title)} excluído`;
    case 'event.delete':
      return `Evento${quoted(d.title)} excluído${count(d.participants) !== null ? ` (${plural(count(d.participants)!, 'inscrito', 'inscritos')})` : ''}`;
    case 'account.erased':
      return withReason(
        `Conta${text(d.papel) ? ` de ${valueText('papel', d.papel)}` : ''} apagada a pedido do ${text(d.pedido) ?? 'titular'}${count(d.cursosTransferidos) ? `; ${plural(count(d.cursosTransferidos)!, 'curso transferido', 'cursos transferidos')}` : ''}.`,
        d.motivo,
      );
    case 'retention.applied': {
      const parts = [
        [d.sessions, 'sessão', 'sessões'],
        [d.notifications, 'notificação', 'notificações'],
        [d.emails, 'e-mail', 'e-mails'],
        [d.inactiveAccounts, 'conta inativa', 'contas inativas'],
      ].flatMap(([n, one, many]) => (count(n) ? [plural(count(n)!, one as string, many as string)] : []));
      const failed = count(d.inactiveAccountsFailed)
        ? `. ${plural(count(d.inactiveAccountsFailed)!, 'conta inativa não pôde ser apagada', 'contas inativas não puderam ser apagadas')}; nova tentativa na próxima execução`
        : '';
      return `${parts.length > 0 ? `Prazos de retenção aplicados. Apagados: ${parts.join(', ')}` : 'Prazos de retenção aplicados; nada a apagar'}${failed}`;
    }
    case 'audit.chain_keyed': {
      const before = count(d.linhasAnteriores);
      return `Daqui em diante, cada linha do registro é assinada com a chave (${text(d.algoritmo) ?? 'HMAC-SHA256'})${before ? `; ${plural(before, 'linha anterior', 'linhas anteriores')} sem a chave` : ''}`;
    }
    case 'audit.chain_pruned':
      return count(d.primeiraLinha) ? `Entradas anteriores à nº ${count(d.primeiraLinha)} apagadas pelo prazo de retenção; a cadeia recomeça nela` : actionLabel;
    default:
      return actionLabel;
  }
}
