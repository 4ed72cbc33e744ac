import { open, readFile, mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import {
  AVATAR_MAX_BYTES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  maskCpf,
  passwordPolicyIssues,
  type NotificationPreferences,
  type ProfessionalProfile,
  type Profile,
  type ProfileUpdateResult,
  type SecurityStatus,
  type TotpSetup,
} from '#contracts/users';
import type { AppContext } from '#server/context';
import type { Selectable } from 'kysely';
import type { UsersTable } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { newId, sha256 } from '#server/lib/ids';
import { addMs, DAY_MS } from '#server/lib/clock';
import { hashPassword, verifyPassword } from '#server/lib/passwords';
import { generateTotpSecret, matchTotpStep, totpUri } from '#server/lib/totp';
import type { Db } from '#server/db/database';
import type { AuthUser } from '#server/plugins/auth-user';
import { addressAlreadyInUse, confirmNewEmail, emailChangedNotice, twoFactorDisabledNotice } from './account-emails.ts';
import { detectImageType, MIME_BY_EXT } from '#server/lib/file-types';
import { recordAudit } from '#server/modules/audit/audit.service';
import * as repo from './users.repository.ts';
import * as verificationRepo from './student-verification.repository.ts';
import { accountDataOf, anonymiseAccount, inactiveAccountIds, lockAdminErasures } from './personal-data.ts';

type UserRow = Selectable<UsersTable>;

const avatarUrlOf = (user: Pick<UserRow, 'id' | 'avatarFile'>) =>
  user.avatarFile ? `/api/users/${user.id}/avatar?v=${encodeURIComponent(user.avatarFile)}` : null;

function toProfile(user: UserRow, showFullCpf: boolean): Profile {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    phone: user.phone,
    bio: user.bio,
    cpf: user.cpf === null ? null : showFullCpf ? user.cpf : maskCpf(user.cpf),
    cpfMasked: user.cpf !== null && !showFullCpf,
    avatarUrl: avatarUrlOf(user),
    createdAt: user.createdAt,
  };
}

export async function requireUser(ctx: AppContext, id: string) {
  const user = await repo.findUserById(ctx.db, id);
  if (!user) throw new AppError('not-found', 'Usuário não encontrado.');
  return user;
}

// ---------------------------------------------------------------- accounts (for auth, notices, notifications)

/** The account, or undefined when it does not exist. */
export async function findUserById(ctx: Pick<AppContext, 'db'>, id: string) {
  return repo.findUserById(ctx.db, id);
}

export async function findUserByEmail(ctx: Pick<AppContext, 'db'>, email: string) {
  return repo.findUserByEmail(ctx.db, email);
}

/** Name and e-mail of each of these accounts that exists, in one read (lists that show who did what). */
export async function findNamesAndEmails(ctx: Pick<AppContext, 'db'>, ids: Iterable<string>): Promise<Map<string, { name: string; email: string }>> {
  const rows = await repo.findNamesAndEmails(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

/** Name and role only (who a message goes to). */
export async function findUserSummary(ctx: Pick<AppContext, 'db'>, id: string) {
  return repo.findUserSummary(ctx.db, id);
}

export async function recordSuccessfulLogin(ctx: Pick<AppContext, 'db'>, userId: string, at: string) {
  await repo.recordSuccessfulLogin(ctx.db, userId, at);
}

/** Records a sign-in's time without touching the account's sign-in delay (a sign-in from a known device). */
export async function recordLastAccess(ctx: Pick<AppContext, 'db'>, userId: string, at: string) {
  await repo.recordLastAccess(ctx.db, userId, at);
}

/** Stores a new password hash (clearing the lockout) and audits it; `db` may be the caller's transaction. */
export async function storeNewPassword(ctx: Pick<AppContext, 'db' | 'clock' | 'audit'>, userId: string, passwordHash: string, at: string, db: Db = ctx.db) {
  await repo.updatePassword(db, userId, passwordHash, at);
  await recordAudit(ctx, db, { actorId: userId, action: 'password.changed', targetType: 'user', targetId: userId });
}

/** Where and whether to deliver a user's notifications; `db` may be the caller's transaction. */
export async function findNotificationRecipient(ctx: Pick<AppContext, 'db'>, userId: string, db: Db = ctx.db) {
  return repo.findNotificationRecipient(db, userId);
}

// ---------------------------------------------------------------- profile

export async function getMyProfile(ctx: AppContext, userId: string): Promise<Profile> {
  return toProfile(await requireUser(ctx, userId), true);
}

/**
 * Another user's profile: admins see everything; teachers see the students of their own
 * courses, with the CPF masked; students only themselves (DESIGN.md: CPF is personal data).
 * Enrollments belong to the learning module, which depends on this one through courses →
 * billing → auth → users; so the caller passes the "student of this teacher" check in.
 */
export async function getProfile(
  ctx: AppContext,
  viewer: AuthUser,
  id: string,
  isStudentOfTeacher: (studentId: string, teacherId: string) => Promise<boolean>,
): Promise<Profile> {
  if (viewer.id === id) return getMyProfile(ctx, id);
  if (viewer.role === 'aluno') throw new AppError('forbidden', 'Você só pode ver o seu próprio perfil.');
  const user = await requireUser(ctx, id);
  if (viewer.role === 'professor' && (user.role !== 'aluno' || !(await isStudentOfTeacher(user.id, viewer.id)))) {
    throw new AppError('forbidden', 'Você só pode ver perfis de alunos dos seus cursos.');
  }
  return toProfile(user, viewer.role === 'admin');
}

/** What a user must prove before a sensitive change: the current password, and a second factor when 2FA is on. */
async function requireReauthentication(ctx: AppContext, user: UserRow, input: { currentPassword?: string; totpCode?: string }) {
  if (!input.currentPassword) throw new AppError('bad-request', 'Informe a sua senha atual para confirmar a alteração.');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) throw new AppError('bad-request', 'A senha atual está incorreta.');
  if (user.totpEnabled !== 1) return;
  if (!input.totpCode) throw new AppError('bad-request', 'Informe o código do aplicativo autenticador (ou um código de recuperação).');
  if (!(await verifySecondFactor(ctx, user.id, input.totpCode))) throw invalidCode();
}

const EMAIL_CHANGE_TTL_MS = DAY_MS;
export const EMAIL_CHANGE_SENT = 'Enviamos um e-mail para confirmar o novo endereço.';

/**
 * Saves name, phone and bio at once. A new e-mail needs the current password (and the
 * second factor) and takes effect only when the link sent to it is followed; the answer
 * is the same whether the address is free or taken (the owner of a taken one is told
 * instead), so the form cannot be used to find out who has an account.
 */
export async function updateMyProfile(
  ctx: AppContext,
  userId: string,
  input: { name: string; email: string; phone: string | null; bio: string | null; currentPassword?: string; totpCode?: string },
): Promise<ProfileUpdateResult> {
  const user = await requireUser(ctx, userId);
  const newEmail = input.email.toLowerCase();
  const changesEmail = newEmail !== user.email.toLowerCase();
  if (changesEmail) await requireReauthentication(ctx, user, input);
  await repo.updateProfile(ctx.db, userId, { name: input.name, phone: input.phone, bio: input.bio });
  if (changesEmail) await requestEmailChange(ctx, user, newEmail);
  return { ...(await getMyProfile(ctx, userId)), emailChangeMessage: changesEmail ? EMAIL_CHANGE_SENT : null };
}

async function requestEmailChange(ctx: AppContext, user: UserRow, newEmail: string) {
  const { platform } = await ctx.settings.get();
  const owner = await repo.findUserByEmail(ctx.db, newEmail);
  if (owner) {
    await ctx.mailer.send({ to: owner.email, ...addressAlreadyInUse(platform.platformName, owner.name, platform.supportEmail) });
    return;
  }
  const link = await issueEmailChangeLink(ctx, user.id, newEmail);
  await ctx.mailer.send({ to: newEmail, ...confirmNewEmail(platform.platformName, user.name, link), secretLink: { url: link, kind: 'email-change', ref: { userId: user.id } } });
}

/** Stores a single-use link (24 h) that moves the account to `newEmail`; only its hash is kept. */
async function issueEmailChangeLink(ctx: AppContext, userId: string, newEmail: string) {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await repo.insertEmailChange(ctx.db, {
    id: newId(), userId, newEmail, tokenHash: sha256(token),
    expiresAt: addMs(now, EMAIL_CHANGE_TTL_MS).toISOString(), usedAt: null, createdAt: now.toISOString(),
  });
  // Built from PUBLIC_URL, never from the request's Host (issue 10 item 4).
  return `${ctx.config.PUBLIC_URL}/api/users/email-change/confirm?token=${token}`;
}

/**
 * A fresh link for a failed e-mail-change message sent again (the outbox kept only its
 * mark). Null when the account is gone or the address has been taken meanwhile.
 */
export async function reissueEmailChangeLink(ctx: AppContext, ref: Record<string, string>, to: string): Promise<string | null> {
  const user = ref.userId ? await repo.findUserById(ctx.db, ref.userId) : undefined;
  if (!user || (await repo.findUserByEmail(ctx.db, to))) return null;
  return issueEmailChangeLink(ctx, user.id, to.toLowerCase());
}

/**
 * Follows an e-mail change link: the new address becomes the account's (once, before it
 * expires), and the old address gets a notice with the date and how to report it.
 */
export async function confirmEmailChange(ctx: AppContext, token: string): Promise<{ email: string }> {
  const now = ctx.clock.now();
  const invalid = new AppError('bad-request', 'Este link de confirmação é inválido ou expirou. Peça a alteração de e-mail novamente no seu perfil.');
  const change = await repo.findEmailChange(ctx.db, sha256(token));
  if (!change || change.usedAt || new Date(change.expiresAt) <= now) throw invalid;
  const user = await requireUser(ctx, change.userId);
  const at = now.toISOString();
  try {
    await ctx.db.transaction().execute(async (trx) => {
      // Single use, whoever wins a race.
      if (!(await repo.markEmailChangeUsed(trx, change.id, at))) throw invalid;
      await repo.updateEmail(trx, user.id, change.newEmail, at);
      await recordAudit(ctx, trx, { actorId: user.id, action: 'email.changed', targetType: 'user', targetId: user.id });
    });
  } catch (error) {
    // Taken meanwhile by another account: the unique index decides.
    if (/unique|duplicate/i.test(String(error))) throw new AppError('conflict', 'Este endereço já não está disponível. Escolha outro e-mail no seu perfil.');
    throw error;
  }
  const { platform } = await ctx.settings.get();
  await ctx.mailer.send({ to: user.email, ...emailChangedNotice(platform.platformName, user.name, change.newEmail, now, platform.supportEmail) });
  return { email: change.newEmail };
}

// ---------------------------------------------------------------- teacher profile (issue 12 item 8)

function parseSpecialties(stored: string | null | undefined): string[] {
  if (!stored) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export async function getProfessionalProfile(ctx: AppContext, userId: string): Promise<ProfessionalProfile> {
  const row = await repo.findProfessionalProfile(ctx.db, userId);
  if (!row) throw new AppError('not-found', 'Usuário não encontrado.');
  return { specialties: parseSpecialties(row.specialties), qualification: row.qualification ?? null };
}

export async function updateProfessionalProfile(ctx: AppContext, userId: string, input: ProfessionalProfile): Promise<ProfessionalProfile> {
  await requireUser(ctx, userId);
  await repo.updateProfessionalProfile(ctx.db, userId, { specialties: JSON.stringify(input.specialties), qualification: input.qualification });
  return getProfessionalProfile(ctx, userId);
}

// ---------------------------------------------------------------- avatar

const avatarDir = (ctx: AppContext) => join(ctx.config.UPLOAD_DIR, 'avatars');
const STORED_NAME = /^[a-z0-9-]+\.(png|jpg|webp)$/;

export async function saveAvatar(ctx: AppContext, userId: string, bytes: Buffer): Promise<{ avatarUrl: string | null }> {
  const type = detectImageType(bytes);
  if (!type) throw new AppError('unsupported-media-type', 'Formato não suportado. Envie uma imagem PNG, JPEG ou WebP.');
  const user = await requireUser(ctx, userId);
  const storedName = `${newId()}.${type.ext}`;
  await mkdir(avatarDir(ctx), { recursive: true });
  // fsync before the row points at it, so an acknowledged upload survives a crash.
  const handle = await open(join(avatarDir(ctx), storedName), 'wx');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await repo.setAvatarFile(ctx.db, userId, storedName);
  if (user.avatarFile) await removeStoredAvatar(ctx, user.avatarFile);
  return { avatarUrl: avatarUrlOf({ id: userId, avatarFile: storedName }) };
}

export async function removeAvatar(ctx: AppContext, userId: string) {
  const user = await requireUser(ctx, userId);
  await repo.setAvatarFile(ctx.db, userId, null);
  if (user.avatarFile) await removeStoredAvatar(ctx, user.avatarFile);
  return { avatarUrl: null };
}

async function removeStoredAvatar(ctx: AppContext, storedName: string) {
  if (!STORED_NAME.test(storedName)) return;
  await unlink(join(avatarDir(ctx), storedName)).catch(() => undefined);
}

export async function readAvatar(ctx: AppContext, userId: string): Promise<{ bytes: Buffer; mime: string }> {
  const user = await repo.findUserById(ctx.db, userId);
  const notFound = new AppError('not-found', 'Foto não encontrada.');
  if (!user?.avatarFile || !STORED_NAME.test(user.avatarFile)) throw notFound;
  try {
    const bytes = await readFile(join(avatarDir(ctx), user.avatarFile));
    return { bytes, mime: MIME_BY_EXT[user.avatarFile.split('.').pop()!] };
  } catch {
    throw notFound;
  }
}

// ---------------------------------------------------------------- preferences

export async function getPreferences(ctx: AppContext, userId: string): Promise<NotificationPreferences> {
  return (await repo.findPreferences(ctx.db, userId)) ?? DEFAULT_NOTIFICATION_PREFERENCES;
}

export async function savePreferences(ctx: AppContext, userId: string, prefs: NotificationPreferences) {
  await repo.savePreferences(ctx.db, userId, prefs, ctx.clock.now().toISOString());
  return getPreferences(ctx, userId);
}

// ---------------------------------------------------------------- two-factor authentication

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no I, O, 0, 1
const RECOVERY_CODE_COUNT = 10;

const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const hashRecoveryCode = (code: string) => sha256(`eduia-recovery:${normalizeRecoveryCode(code)}`);

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code signs in once (login and disabling 2FA accept it instead of a TOTP code). */
export async function consumeRecoveryCode(ctx: Pick<AppContext, 'db' | 'clock'>, userId: string, code: string): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (!/^[A-Z2-9]{10}$/.test(normalized)) return false;
  return repo.useRecoveryCode(ctx.db, userId, hashRecoveryCode(normalized), ctx.clock.now().toISOString());
}

/**
 * The second factor of a user (login, sensitive changes): a 6-digit code from the app,
 * accepted once per time-step (the step is claimed atomically, so a code cannot be
 * replayed, not even by two requests at once), or else a single-use recovery code.
 */
export async function verifySecondFactor(ctx: Pick<AppContext, 'db' | 'clock' | 'secretBox'>, userId: string, code: string): Promise<boolean> {
  const clean = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(clean)) return consumeRecoveryCode(ctx, userId, clean);
  const user = await repo.findUserById(ctx.db, userId);
  if (!user?.totpSecret) return false;
  return claimTotpCode(ctx, user, clean);
}

async function claimTotpCode(ctx: Pick<AppContext, 'db' | 'clock' | 'secretBox'>, user: UserRow, code: string): Promise<boolean> {
  if (!user.totpSecret) return false;
  const secret = ctx.secretBox.open(user.totpSecret);
  const step = matchTotpStep(secret, code, ctx.clock.now());
  if (step === null || !(await repo.claimTotpStep(ctx.db, user.id, step))) return false;
  // A secret stored before encryption at rest is sealed the first time it is used.
  if (!ctx.secretBox.isSealed(user.totpSecret)) await repo.resealTotpSecret(ctx.db, user.id, user.totpSecret, ctx.secretBox.seal(secret));
  return true;
}

const invalidCode = () => new AppError('bad-request', 'Código de verificação inválido. Confira o horário do seu celular e tente novamente.');

export async function getSecurityStatus(ctx: AppContext, userId: string): Promise<SecurityStatus> {
  const [user, { security }, remaining] = await Promise.all([requireUser(ctx, userId), ctx.settings.get(), repo.countUnusedRecoveryCodes(ctx.db, userId)]);
  return {
    totpEnabled: user.totpEnabled === 1,
    twoFactorOffered: security.twoFactorAuth,
    recoveryCodesRemaining: user.totpEnabled === 1 ? remaining : 0,
    passwordChangedAt: user.passwordChangedAt,
    passwordMinLength: security.passwordMinLength,
  };
}

export async function startTotpSetup(ctx: AppContext, userId: string): Promise<TotpSetup> {
  const [user, { security, platform }] = await Promise.all([requireUser(ctx, userId), ctx.settings.get()]);
  if (!security.twoFactorAuth) throw new AppError('forbidden', 'A autenticação em dois fatores está desativada pela administração da plataforma.');
  if (user.totpEnabled === 1) throw new AppError('conflict', 'A autenticação em dois fatores já está ativada.');
  // The secret waits in totp_secret with totp_enabled = 0 until a code confirms it.
  const secret = generateTotpSecret();
  await repo.setTotp(ctx.db, userId, ctx.secretBox.seal(secret), false);
  const otpauthUrl = totpUri(secret, user.email, platform.platformName);
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

export async function enableTotp(ctx: AppContext, userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
  const user = await requireUser(ctx, userId);
  if (user.totpEnabled === 1) throw new AppError('conflict', 'A autenticação em dois fatores já está ativada.');
  if (!user.totpSecret) throw new AppError('bad-request', 'Inicie a ativação da autenticação em dois fatores antes de confirmar o código.');
  if (!(await claimTotpCode(ctx, user, code))) throw invalidCode();
  const recoveryCodes = newRecoveryCodes();
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setTotp(trx, userId, user.totpSecret, true);
    await repo.replaceRecoveryCodes(trx, userId, recoveryCodes.map(hashRecoveryCode), at);
    await recordAudit(ctx, trx, { actorId: userId, action: '2fa.enabled', targetType: 'user', targetId: userId });
  });
  return { recoveryCodes };
}

/** Turning 2FA off needs the password and a code (app or recovery); the account's address is told. */
export async function disableTotp(ctx: AppContext, userId: string, input: { currentPassword: string; code: string }) {
  const user = await requireUser(ctx, userId);
  if (user.totpEnabled !== 1) throw new AppError('conflict', 'A autenticação em dois fatores não está ativada.');
  await requireReauthentication(ctx, user, { currentPassword: input.currentPassword, totpCode: input.code });
  const now = ctx.clock.now();
  const at = now.toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setTotp(trx, userId, null, false);
    await repo.replaceRecoveryCodes(trx, userId, [], at);
    await recordAudit(ctx, trx, { actorId: userId, action: '2fa.disabled', targetType: 'user', targetId: userId });
  });
  const { platform } = await ctx.settings.get();
  await ctx.mailer.send({ to: user.email, ...twoFactorDisabledNotice(platform.platformName, user.name, now, platform.supportEmail) });
}

export async function regenerateRecoveryCodes(ctx: AppContext, userId: string, code: string) {
  const user = await requireUser(ctx, userId);
  if (user.totpEnabled !== 1) throw new AppError('conflict', 'A autenticação em dois fatores não está ativada.');
  if (!(await claimTotpCode(ctx, user, code))) throw invalidCode();
  const recoveryCodes = newRecoveryCodes();
  await repo.replaceRecoveryCodes(ctx.db, userId, recoveryCodes.map(hashRecoveryCode), ctx.clock.now().toISOString());
  return { recoveryCodes };
}

// ---------------------------------------------------------------- for other modules

/** Who a user is, for other modules' e-mails and documents (receipts, support messages). */
export async function getUserContact(ctx: Pick<AppContext, 'db'>, userId: string): Promise<Pick<UserRow, 'id' | 'name' | 'email' | 'role'>> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('not-found', 'Usuário não encontrado.');
  return { id: user.id, name: user.name, email: user.email, role: user.role };
}

/**
 * Stores the CPF a student gave at checkout (Pix and boleto need the payer's CPF), already
 * checked and formatted by the contract (`CpfSchema`); `db` may be the caller's transaction.
 * Shown masked to everyone but its owner and admins, as before.
 */
export async function storeCpf(ctx: Pick<AppContext, 'db'>, userId: string, cpf: string, db: Db = ctx.db) {
  await repo.setCpf(db, userId, cpf);
}

export type CreateStudentOutcome = { status: 'created'; user: UserRow } | { status: 'email-taken' };

/**
 * Creates a student account under the platform's password policy (sign-up at checkout). For an
 * address that already has an account nothing is created and its owner gets an e-mail:
 * the caller must answer the visitor the same public way in both cases (issue 10 item 7).
 */
export async function createStudent(ctx: AppContext, input: { name: string; email: string; password: string }): Promise<CreateStudentOutcome> {
  const { security, platform } = await ctx.settings.get();
  // The same policy as the password change (contracts/users.ts), so "abcdefgh" is refused here too.
  const [issue] = passwordPolicyIssues(input.password, security.passwordMinLength, 'A senha');
  if (issue) throw new AppError('bad-request', issue);
  const email = input.email.toLowerCase();
  const taken = async () => {
    const owner = await repo.findUserByEmail(ctx.db, email);
    if (!owner) return false;
    await ctx.mailer.send({ to: owner.email, ...addressAlreadyInUse(platform.platformName, owner.name, platform.supportEmail) });
    return true;
  };
  if (await taken()) return { status: 'email-taken' };
  const id = newId();
  const passwordHash = await hashPassword(input.password);
  try {
    await repo.insertAccount(ctx.db, { id, name: input.name, email, passwordHash, role: 'aluno', createdAt: ctx.clock.now().toISOString(), emailVerifiedAt: null });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (await taken()) return { status: 'email-taken' };
    throw error;
  }
  return { status: 'created', user: await requireUser(ctx, id) };
}

/** The first administrator of an installation without demo data (`npm run admin:create`); refuses a weak password. */
export async function createAdministrator(ctx: Pick<AppContext, 'db' | 'clock' | 'settings' | 'audit'>, input: { name: string; email: string; password: string }) {
  const { security } = await ctx.settings.get();
  const email = input.email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new AppError('bad-request', 'Informe um e-mail válido.');
  if (input.name.trim().length < 2) throw new AppError('bad-request', 'Informe o nome completo (mínimo de 2 caracteres).');
  const issues = passwordPolicyIssues(input.password, security.passwordMinLength);
  if (issues.length > 0) throw new AppError('bad-request', issues.join(' '));
  // The operator's own command: saying that the address exists reveals nothing to anyone else.
  if (await repo.findUserIdByEmail(ctx.db, email)) throw new AppError('conflict', 'Já existe uma conta com este e-mail.');
  const id = newId();
  const now = ctx.clock.now().toISOString();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insertAccount(trx, { id, name: input.name.trim(), email, passwordHash, role: 'admin', createdAt: now, emailVerifiedAt: now });
    await recordAudit(ctx, trx, { actorId: null, action: 'admin.created', targetType: 'user', targetId: id, details: { email, via: 'npm run admin:create' } });
  });
  return { id, email };
}

// ---------------------------------------------------------------- sign-in throttle and e-mail verification (auth module, issue 10)

/** Claims one sign-in attempt atomically; null when the account is throttled (see users.repository). */
export async function claimLoginAttempt(ctx: Pick<AppContext, 'db'>, userId: string, args: { max: number; now: string; lockUntilByExcess: string[] }) {
  return repo.claimLoginAttempt(ctx.db, userId, args);
}

/** Gives back a claimed sign-in attempt that turned out not to be a failure. */
export async function releaseLoginAttempt(ctx: Pick<AppContext, 'db'>, userId: string) {
  await repo.releaseLoginAttempt(ctx.db, userId);
}

/** Marks the e-mail verified, if the account still has that address; false otherwise. */
export async function markEmailVerified(ctx: Pick<AppContext, 'db'>, userId: string, email: string, at: string) {
  return repo.markEmailVerified(ctx.db, userId, email, at);
}

/** Every active student: the notification fan-out of an 'all students' notice (issue 13 item 8). */
export async function listActiveStudentIds(ctx: Pick<AppContext, 'db'>): Promise<string[]> {
  return repo.listActiveStudentIds(ctx.db);
}

/** Active students who get the 'new course' notification (absent preferences = defaults, on). */
export async function listStudentIdsWantingNewCourses(ctx: Pick<AppContext, 'db'>, db: Db = ctx.db): Promise<string[]> {
  return verificationRepo.listStudentIdsWantingNewCourses(db);
}

/** Students waiting for a moderation decision (documents or account): the admin dashboard's figure. */
export async function countStudentsAwaitingModeration(ctx: Pick<AppContext, 'db'>): Promise<number> {
  return verificationRepo.countStudentsAwaitingModeration(ctx.db);
}

/** Whether the user's identity may be trusted on a certificate: a verified student, or not a student. */
export async function isIdentityVerified(ctx: Pick<AppContext, 'db'>, userId: string, db: Db = ctx.db): Promise<boolean> {
  return verificationRepo.isIdentityVerified(db, userId);
}
// ---------------------------------------------------------------- administration (issue 13, user-admin.service.ts)

export {
  changeUserAtVersion, countUsersByRoleAndStatus, getAdminUser, insertUserByAdmin, listUsersForAdmin, lockActiveAdmins,
} from './user-admin.service.ts';
/** The avatar size limit: 2 MB (DESIGN.md), lowered by the maxUploadSize setting (MB) when that is smaller. */
export async function avatarMaxBytes(ctx: AppContext): Promise<number> {
  const { platform } = await ctx.settings.get();
  return Math.min(AVATAR_MAX_BYTES, platform.maxUploadSize * 1024 * 1024);
}

/** The account and preferences of one person, without secrets (LGPD export). */
export async function exportAccountData(ctx: Pick<AppContext, 'db'>, userId: string) {
  return accountDataOf(ctx.db, userId);
}

/** The password (and the second factor when 2FA is on) asked again before an export download or an erasure request. */
export async function confirmIdentity(ctx: AppContext, userId: string, input: { currentPassword?: string; totpCode?: string }) {
  await requireReauthentication(ctx, await requireUser(ctx, userId), input);
}

/**
 * Erasure of an account (privacy module): anonymised in the caller's transaction; the avatar
 * file is removed by the returned step after the commit.
 */
export async function eraseAccount(ctx: AppContext, db: Db, userId: string, erasedName: string) {
  const { avatarFile } = await anonymiseAccount(db, userId, ctx.clock.now().toISOString(), erasedName);
  return async () => {
    if (avatarFile) await removeStoredAvatar(ctx, avatarFile);
  };
}

/** Active administrators other than this one (the last admin cannot erase the account). */
export async function countOtherActiveAdmins(ctx: Pick<AppContext, 'db'>, userId: string): Promise<number> {
  const row = await ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'admin').where('status', '=', 'ativo').where('id', '!=', userId).where('erasedAt', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The longest-serving other active administrator (the heir of an erased teacher's courses), or null. */
export async function findFirstOtherActiveAdminId(ctx: Pick<AppContext, 'db'>, userId: string): Promise<string | null> {
  const row = await ctx.db.selectFrom('users').select('id')
    .where('role', '=', 'admin').where('status', '=', 'ativo').where('id', '!=', userId).where('erasedAt', 'is', null)
    .orderBy('createdAt').orderBy('id').executeTakeFirst();
  return row?.id ?? null;
}

/** The same count inside an erasure's transaction, serialised with every other admin erasure (the last admin stays). */
export async function countOtherActiveAdminsInErasure(db: Db, userId: string): Promise<number> {
  await lockAdminErasures(db);
  return countOtherActiveAdmins({ db }, userId);
}

/** Retention: accounts other than admins' not used since `beforeIso` (privacy module erases them). */
export async function listInactiveAccounts(ctx: Pick<AppContext, 'db'>, beforeIso: string, limit: number): Promise<string[]> {
  return inactiveAccountIds(ctx.db, beforeIso, limit);
}
