import { POLICY_KINDS, POLICY_TITLES, type PolicyKind } from '#contracts/policies';
import {
  DEFAULT_SETTINGS,
  SettingsSchema,
  senderOf,
  type EmailSettingsInput,
  type EmailSettingsView,
  type PlatformSettingsInput,
  type PolicySettingsInput,
  type PolicyVersion,
  type PublicPolicy,
  type RetentionSettingsInput,
  type SecuritySettingsInput,
  type Settings,
  type SettingsSection,
  type TestEmailResult,
} from '#contracts/settings';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { AppError } from '#server/lib/app-error';
import { newId } from '#server/lib/ids';
import { renderMarkdown } from '#server/lib/markdown';
import { recordAudit } from '#server/modules/audit/audit.service';
import { closeStreamsForMaintenance } from '#server/modules/notifications/notifications.service';
import { parseStoredSection } from './settings-store.ts';
import * as repo from './settings.repository.ts';

// The cached reader and its seeding live in settings-store.ts (context.ts needs its type
// without importing this file, which needs AppContext); this door re-exports it.
export { SettingsService } from './settings-store.ts';

// ---------------------------------------------------------------- admin editing

/** Who saves, for the audit log. */
export interface SettingsActor {
  id: string;
  ip: string | null;
}

const CONFLICT_MESSAGE = 'Outra pessoa salvou estas configurações depois que você abriu a página. Recarregue para ver os valores atuais e refaça sua alteração.';

async function readSection<S extends SettingsSection>(ctx: AppContext, section: S, db: Db = ctx.db) {
  const row = await repo.findSettingRow(db, section);
  const value = parseStoredSection(section, row?.value);
  return { value, version: row?.version ?? 1, updatedAt: row?.updatedAt ?? new Date(0).toISOString() };
}

/** old → new of each field that changed (values already free of secrets). */
function changes(before: Record<string, unknown>, after: Record<string, unknown>) {
  const diff: Record<string, { old: unknown; new: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) diff[key] = { old: before[key], new: after[key] };
  }
  return diff;
}

/**
 * One admin save: checks the version the form was read at (409 when another save came
 * first), writes the section and its audit entry in one transaction, then refreshes the cache.
 * `prepare` builds the stored value and the audit details from the current one.
 */
async function saveSection<S extends SettingsSection>(
  ctx: AppContext,
  actor: SettingsActor,
  section: S,
  expectedVersion: number,
  prepare: (current: Settings[S], db: Db, now: string) => Promise<{ value: Settings[S]; details: Record<string, unknown> }>,
) {
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertSettingRowIfMissing(trx, section, JSON.stringify(DEFAULT_SETTINGS[section]), now);
    const current = await readSection(ctx, section, trx);
    if (current.version !== expectedVersion) throw new AppError('conflict', CONFLICT_MESSAGE);
    const { value, details } = await prepare(current.value, trx, now);
    const parsed = SettingsSchema.shape[section].parse(value);
    if (!(await repo.updateSettingRowIfVersion(trx, section, JSON.stringify(parsed), now, expectedVersion))) {
      throw new AppError('conflict', CONFLICT_MESSAGE);
    }
    await recordAudit(ctx, trx, { actorId: actor.id, action: 'settings.update', targetType: 'settings', targetId: section, details, ip: actor.ip });
  });
  ctx.settings.invalidate();
  // The other instances forget their cached settings too (app.ts listens).
  ctx.cluster.publish('settings-changed', { section });
}

/** A section as its admin form reads it: the values with the version and date of the last save. */
async function readStamped<S extends SettingsSection>(ctx: AppContext, section: S) {
  const { value, version, updatedAt } = await readSection(ctx, section);
  return { ...value, version, updatedAt };
}

/** Saves a section stored as the form sends it (no secret, no history): the audit entry lists the fields changed. */
async function saveAsSent<S extends SettingsSection>(ctx: AppContext, actor: SettingsActor, section: S, { version, ...value }: { version: number } & Settings[S]) {
  await saveSection(ctx, actor, section, version, async (current) => ({ value: value as unknown as Settings[S], details: { changes: changes(current, value) } }));
}

export const getPlatformSettings = (ctx: AppContext) => readStamped(ctx, 'platform');

export async function savePlatformSettings(ctx: AppContext, actor: SettingsActor, input: PlatformSettingsInput) {
  await saveAsSent(ctx, actor, 'platform', input);
  // Saved and re-read: open live streams of non-administrators close now (new ones are refused).
  if (input.maintenanceMode) closeStreamsForMaintenance(ctx);
  return getPlatformSettings(ctx);
}

export const getSecuritySettings = (ctx: AppContext) => readStamped(ctx, 'security');

export async function saveSecuritySettings(ctx: AppContext, actor: SettingsActor, input: SecuritySettingsInput) {
  await saveAsSent(ctx, actor, 'security', input);
  return getSecuritySettings(ctx);
}

export const getRetentionSettings = (ctx: AppContext) => readStamped(ctx, 'retention');

export async function saveRetentionSettings(ctx: AppContext, actor: SettingsActor, input: RetentionSettingsInput) {
  await saveAsSent(ctx, actor, 'retention', input);
  return getRetentionSettings(ctx);
}

/** The SMTP password stays on the server: the browser learns only whether one is set. */
export async function getEmailSettings(ctx: AppContext): Promise<EmailSettingsView> {
  const { value, version, updatedAt } = await readSection(ctx, 'email');
  const { smtpPassword, ...visible } = value;
  return { ...visible, smtpPasswordSet: smtpPassword !== '', version, updatedAt };
}

/**
 * A new SMTP password is sealed with the server's secret box before it is stored; ''
 * or absent keeps the stored one, but only for the same server, port and user: a stored
 * password is bound to where it was given, so moving any of them clears it and it must be
 * typed again (otherwise pointing the host at one's own machine would replay it there).
 * The audit entry says only that it changed, never its value.
 */
export async function saveEmailSettings(ctx: AppContext, actor: SettingsActor, input: EmailSettingsInput) {
  const { version, smtpPassword, clearSmtpPassword, ...visible } = input;
  await saveSection(ctx, actor, 'email', version, async (current) => {
    const { smtpPassword: stored, ...currentVisible } = current;
    let password = stored;
    let passwordChange: 'alterada' | 'removida' | null = null;
    const movesServer = visible.smtpHost !== current.smtpHost || visible.smtpPort !== current.smtpPort || visible.smtpUser !== current.smtpUser;
    if (clearSmtpPassword || (movesServer && !smtpPassword)) {
      password = '';
      if (stored !== '') passwordChange = 'removida';
    } else if (smtpPassword) {
      password = ctx.secretBox.seal(smtpPassword);
      passwordChange = 'alterada';
    }
    return {
      value: { ...visible, smtpPassword: password },
      details: { changes: changes(currentVisible, visible), ...(passwordChange ? { smtpPasswordChange: passwordChange } : {}) },
    };
  });
  return getEmailSettings(ctx);
}

/** Sends a message to the admin with the saved settings and tells how it went (the outbox keeps it too). */
export async function sendTestEmail(ctx: AppContext, admin: { id: string; email: string; name: string }, ip: string | null): Promise<TestEmailResult> {
  const { platform, email } = await ctx.settings.get();
  const server = email.smtpHost || ctx.config.SMTP_URL ? 'SMTP' : 'nenhum (caixa de saída)';
  const result = await ctx.mailer.send(
    {
      to: admin.email,
      subject: `E-mail de teste da ${platform.platformName}`,
      body: `Olá, ${admin.name}.\n\nEste é um e-mail de teste enviado pela página de configurações da ${platform.platformName}.\n\nServidor: ${server}\nRemetente: ${senderOf(email.emailFrom, platform.platformName)}\n\nSe você recebeu esta mensagem, o envio de e-mails está funcionando.`,
    },
    // The outbox row and its audit row in one transaction.
    (trx, outboxId) => recordAudit(ctx, trx, { actorId: admin.id, action: 'email.test', targetType: 'email', targetId: outboxId, ip, details: { destinatario: admin.email, servidor: server } }),
  );
  return { to: admin.email, status: result.status, error: result.error };
}

export const getPolicySettings = (ctx: AppContext) => readStamped(ctx, 'policies');

/** Each changed text becomes a new version in the history (policy_versions), in the same transaction. */
export async function savePolicySettings(ctx: AppContext, actor: SettingsActor, input: PolicySettingsInput) {
  const { version, ...value } = input;
  await saveSection(ctx, actor, 'policies', version, async (current, db, now) => {
    const published: Record<string, { versionId: string; characters: number }> = {};
    for (const policy of POLICY_KINDS) {
      if (current[policy] === value[policy]) continue;
      const id = newId();
      await repo.insertPolicyVersion(db, { id, policy, content: value[policy], publishedAt: now, publishedBy: actor.id });
      published[policy] = { versionId: id, characters: value[policy].length };
    }
    // The texts themselves are in the history; the audit entry names the versions.
    return { value, details: { published } };
  });
  return getPolicySettings(ctx);
}

export async function listPolicyHistory(ctx: AppContext): Promise<PolicyVersion[]> {
  const rows = await repo.listPolicyVersions(ctx.db);
  return rows.map((row) => ({ ...row, policy: row.policy as PolicyKind, publishedBy: row.publishedBy ?? null }));
}

/** The text in force and the date of its version (the settings row's date when no version was recorded). */
export async function getPublicPolicy(ctx: AppContext, policy: PolicyKind): Promise<PublicPolicy> {
  const [{ policies }, latest, row] = await Promise.all([ctx.settings.get(), repo.findLatestPolicyVersion(ctx.db, policy), repo.findSettingRow(ctx.db, 'policies')]);
  return { policy, title: POLICY_TITLES[policy], contentHtml: renderMarkdown(policies[policy], 'policy'), publishedAt: latest?.publishedAt ?? row?.updatedAt ?? ctx.clock.now().toISOString() };
}
