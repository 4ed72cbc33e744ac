// The door of the consents module: a person's decisions where consent is the legal basis
// (marketing e-mails, optional cookies), each recorded with its date and text version,
// revocable at any time (docs/decisions/consent-and-cookies.md). Owns only `consents`.
import { CONSENT_PURPOSES, CONSENT_TEXTS, type Consent, type ConsentPurpose } from '#contracts/consents';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import type { ConsentsTable } from '#server/db/schema';
import { newId } from '#server/lib/ids';
import * as repo from './consents.repository.ts';

const inForce = (row: ConsentsTable | undefined) => Boolean(row && row.granted === 1 && row.revokedAt === null);

/**
 * The decision in force: the latest, and among decisions taken at the same instant the one not
 * withdrawn (a consent revoked and granted again, or a refusal replaced by a consent).
 */
function latestOf(rows: ConsentsTable[], purpose: string): ConsentsTable | undefined {
  return rows
    .filter((row) => row.purpose === purpose)
    .sort((a, b) => a.decidedAt.localeCompare(b.decidedAt) || Number(b.revokedAt !== null) - Number(a.revokedAt !== null))
    .at(-1);
}

const latestDecision = async (db: Db, userId: string, purpose: ConsentPurpose) => latestOf(await repo.allDecisions(db, userId, purpose), purpose);

function toConsent(purpose: ConsentPurpose, row: ConsentsTable | undefined): Consent {
  return { purpose, granted: inForce(row), textVersion: row?.textVersion ?? null, decidedAt: row?.decidedAt ?? null, revokedAt: row?.revokedAt ?? null };
}

/** Every purpose, with the decision in force (or none yet). */
export async function listConsents(ctx: Pick<AppContext, 'db'>, userId: string): Promise<Consent[]> {
  const rows = await repo.allDecisions(ctx.db, userId);
  return CONSENT_PURPOSES.map((purpose) => toConsent(purpose, latestOf(rows, purpose)));
}

/** Whether the person consents now (marketing e-mails are sent only then). */
export async function hasConsent(ctx: Pick<AppContext, 'db'>, userId: string, purpose: ConsentPurpose, db: Db = ctx.db): Promise<boolean> {
  return inForce(await latestDecision(db, userId, purpose));
}

/**
 * Records a decision. Granting adds a row with the current text version; revoking fills the
 * revocation date of the consent in force; refusing without a consent in force (the banner's
 * "Recusar") adds a refusal row, so the choice is remembered. Repeating the decision in force
 * changes nothing.
 */
export async function decideConsent(
  ctx: Pick<AppContext, 'db' | 'clock'>, userId: string, purpose: ConsentPurpose, granted: boolean, source: 'meus-dados' | 'banner',
): Promise<Consent> {
  const now = ctx.clock.now().toISOString();
  const current = await latestDecision(ctx.db, userId, purpose);
  if (granted && !inForce(current)) {
    // A refusal in force is withdrawn by the consent that replaces it.
    if (current && current.granted === 0) await repo.revoke(ctx.db, current.id, now);
    await repo.insertDecision(ctx.db, { id: newId(), userId, purpose, granted: 1, textVersion: CONSENT_TEXTS[purpose].version, decidedAt: now, revokedAt: null, source });
  } else if (!granted && inForce(current)) {
    await repo.revoke(ctx.db, current!.id, now);
  } else if (!granted && !current) {
    // Never decided: the refusal is recorded, so the choice is remembered.
    await repo.insertDecision(ctx.db, { id: newId(), userId, purpose, granted: 0, textVersion: CONSENT_TEXTS[purpose].version, decidedAt: now, revokedAt: null, source });
  }
  return toConsent(purpose, await latestDecision(ctx.db, userId, purpose));
}

/** LGPD export: every decision the person took, oldest first, with its text version. */
export async function exportConsents(ctx: Pick<AppContext, 'db'>, userId: string) {
  const rows = await repo.allDecisions(ctx.db, userId);
  return {
    consentimentos: rows.map((row) => ({
      finalidade: row.purpose, titulo: CONSENT_TEXTS[row.purpose as ConsentPurpose]?.title ?? row.purpose, concedido: row.granted === 1,
      versaoDoTexto: row.textVersion, decididoEm: row.decidedAt, revogadoEm: row.revokedAt, origem: row.source,
    })),
  };
}

/** Erasure: the person's decisions go with the account (nothing is sent to an erased account). */
export async function eraseConsents(db: Db, userId: string) {
  await repo.deleteDecisions(db, userId);
}
