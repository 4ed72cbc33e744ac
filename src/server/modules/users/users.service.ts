import { open, readFile, mkdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  maskCpf,
  type NotificationPreferences,
  type Profile,
  type SecurityStatus,
  type TotpSetup,
} from '#contracts/users';
import type { AppContext } from '#server/context';
import type { Selectable } from 'kysely';
import type { UsersTable } from '#server/db/schema';
import { AppError } from '#server/lib/app-error';
import { newId, sha256 } from '#server/lib/ids';
import { hashPassword } from '#server/lib/passwords';
import { generateTotpSecret, totpUri, verifyTotp } from '#server/lib/totp';
import type { Db } from '#server/db/database';
import type { AuthUser } from '#server/plugins/auth-user';
import { detectImageType, MIME_BY_EXT } from './image-type.ts';
import * as repo from './users.repository.ts';

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

export async function findUserByEmail(ctx: Pick<AppContext, 'db'>, email: string) {
  return repo.findUserByEmail(ctx.db, email);
}

/** Name and role only (who a message goes to). */
export async function findUserSummary(ctx: Pick<AppContext, 'db'>, id: string) {
  return repo.findUserSummary(ctx.db, id);
}

export async function recordSuccessfulLogin(ctx: Pick<AppContext, 'db'>, userId: string, at: string) {
  await repo.recordSuccessfulLogin(ctx.db, userId, at);
}

/** Stores a new password hash (clearing the lockout) and audits it; `db` may be the caller's transaction. */
export async function storeNewPassword(ctx: Pick<AppContext, 'db'>, userId: string, passwordHash: string, at: string, db: Db = ctx.db) {
  await repo.updatePassword(db, userId, passwordHash, at);
  await repo.insertAudit(db, userId, 'password.changed', at);
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

export async function updateMyProfile(
  ctx: AppContext,
  userId: string,
  input: { name: string; email: string; phone: string | null; bio: string | null },
): Promise<Profile> {
  const owner = await repo.findUserIdByEmail(ctx.db, input.email);
  const taken = new AppError('conflict', 'Este e-mail já está em uso por outra conta.');
  if (owner && owner !== userId) throw taken;
  try {
    await repo.updateProfile(ctx.db, userId, input);
  } catch (error) {
    // Two accounts racing for the same address: the unique index decides.
    if (/unique|duplicate/i.test(String(error))) throw taken;
    throw error;
  }
  return getMyProfile(ctx, userId);
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

/** A 6-digit code from the app, or else a recovery code. */
async function verifySecondFactor(ctx: AppContext, user: UserRow, code: string) {
  const clean = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(clean)) return Boolean(user.totpSecret) && verifyTotp(user.totpSecret!, clean, ctx.clock.now());
  return consumeRecoveryCode(ctx, user.id, clean);
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
  await repo.setTotp(ctx.db, userId, secret, false);
  const otpauthUrl = totpUri(secret, user.email, platform.platformName);
  const qrCodeDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrCodeDataUrl };
}

export async function enableTotp(ctx: AppContext, userId: string, code: string): Promise<{ recoveryCodes: string[] }> {
  const user = await requireUser(ctx, userId);
  if (user.totpEnabled === 1) throw new AppError('conflict', 'A autenticação em dois fatores já está ativada.');
  if (!user.totpSecret) throw new AppError('bad-request', 'Inicie a ativação da autenticação em dois fatores antes de confirmar o código.');
  if (!verifyTotp(user.totpSecret, code, ctx.clock.now())) throw invalidCode();
  const recoveryCodes = newRecoveryCodes();
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setTotp(trx, userId, user.totpSecret, true);
    await repo.replaceRecoveryCodes(trx, userId, recoveryCodes.map(hashRecoveryCode), at);
    await repo.insertAudit(trx, userId, '2fa.enabled', at);
  });
  return { recoveryCodes };
}

export async function disableTotp(ctx: AppContext, userId: string, code: string) {
  const user = await requireUser(ctx, userId);
  if (user.totpEnabled !== 1) throw new AppError('conflict', 'A autenticação em dois fatores não está ativada.');
  if (!(await verifySecondFactor(ctx, user, code))) throw invalidCode();
  const at = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    await repo.setTotp(trx, userId, null, false);
    await repo.replaceRecoveryCodes(trx, userId, [], at);
    await repo.insertAudit(trx, userId, '2fa.disabled', at);
  });
}

export async function regenerateRecoveryCodes(ctx: AppContext, userId: string, code: string) {
  const user = await requireUser(ctx, userId);
  if (user.totpEnabled !== 1) throw new AppError('conflict', 'A autenticação em dois fatores não está ativada.');
  if (!user.totpSecret || !verifyTotp(user.totpSecret, code, ctx.clock.now())) throw invalidCode();
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

const EMAIL_TAKEN = 'Já existe uma conta com este e-mail. Entre com sua senha para continuar.';

/** Creates a student account under the settings' minimum password length (sign-up at checkout). */
export async function createStudent(ctx: AppContext, input: { name: string; email: string; password: string }): Promise<UserRow> {
  const { security } = await ctx.settings.get();
  if (input.password.length < security.passwordMinLength) {
    throw new AppError('bad-request', `A senha deve ter pelo menos ${security.passwordMinLength} caracteres.`);
  }
  if (await repo.findUserIdByEmail(ctx.db, input.email)) throw new AppError('conflict', EMAIL_TAKEN);
  const id = newId();
  try {
    await repo.insertStudent(ctx.db, { id, name: input.name, email: input.email, passwordHash: await hashPassword(input.password), createdAt: ctx.clock.now().toISOString() });
  } catch (error) {
    // Two sign-ups racing for one e-mail: the unique index decides.
    if (await repo.findUserIdByEmail(ctx.db, input.email)) throw new AppError('conflict', EMAIL_TAKEN);
    throw error;
  }
  return requireUser(ctx, id);
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
