import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';

// The audit log becomes an append-only chain (issue 13 item 7): each row carries its place
// (`seq`, unique: two appends can never claim the same place, so the chain cannot fork), the
// previous row's hash and its own, sha256(prev_hash + canonical JSON of its fields). The
// target splits into type and id; details are JSON text; the client's address is kept.
// Rows written before this migration are chained here, in their order of creation.
// Frozen in time: never import app code here (the canonical form is repeated on purpose and
// must stay equal to modules/audit/audit-chain.ts).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('audit_log').renameColumn('target', 'target_id').execute();
  await db.schema.alterTable('audit_log').renameColumn('detail', 'details').execute();
  await db.schema.alterTable('audit_log').addColumn('target_type', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('ip', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('seq', 'bigint').execute();
  await db.schema.alterTable('audit_log').addColumn('prev_hash', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('hash', 'text').execute();

  // Without the app's CamelCasePlugin (if any): plain snake_case names in and out.
  const raw = db.withoutPlugins();
  const rows = await raw.selectFrom('audit_log').selectAll().orderBy('created_at').orderBy('id').execute();
  let prevHash = GENESIS;
  let seq = 0;
  for (const row of rows) {
    seq += 1;
    const targetType = row.target_id === null ? null : 'user';
    const fields = {
      seq, id: row.id, createdAt: row.created_at, actorId: row.actor_id, action: row.action,
      targetType, targetId: row.target_id, details: row.details, ip: null,
    };
    const hash = chainHash(prevHash, fields);
    await raw.updateTable('audit_log').set({ seq, target_type: targetType, prev_hash: prevHash, hash }).where('id', '=', row.id).execute();
    prevHash = hash;
  }

  await db.schema.createIndex('audit_log_seq_idx').on('audit_log').column('seq').unique().execute();
  await db.schema.createIndex('audit_log_action_seq_idx').on('audit_log').columns(['action', 'seq']).execute();
  await db.schema.createIndex('audit_log_actor_seq_idx').on('audit_log').columns(['actor_id', 'seq']).execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
}

const GENESIS = '0'.repeat(64);

function chainHash(prevHash: string, fields: Record<string, unknown>): string {
  const sorted = Object.fromEntries(Object.keys(fields).sort().map((key) => [key, fields[key] ?? null]));
  return createHash('sha256').update(prevHash + JSON.stringify(sorted)).digest('hex');
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['audit_log_seq_idx', 'audit_log_action_seq_idx', 'audit_log_actor_seq_idx', 'audit_log_created_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['hash', 'prev_hash', 'seq', 'ip', 'target_type']) {
    await db.schema.alterTable('audit_log').dropColumn(column).execute();
  }
  await db.schema.alterTable('audit_log').renameColumn('details', 'detail').execute();
  await db.schema.alterTable('audit_log').renameColumn('target_id', 'target').execute();
}
