import type { Kysely } from 'kysely';

// Issue 22 item 2: the outbox kept reset and confirmation links in plain text, where every
// admin could follow them. From now on a message's secret link is replaced by a mark in its
// outbox copy (email_outbox.link_kind / link_ref say which link it was, so that a retry can
// issue a fresh one); the links already stored are blanked the same way here.
// Frozen in time: never import app code here (the marks are copied from lib/mailer.ts).
const LINKS: Array<[RegExp, string]> = [
  [/https?:\/\/\S+\/conta\/redefinir-senha\?token=\S+/g, '[link de redefinição oculto — enviado só ao destinatário]'],
  [/https?:\/\/\S+\/conta\/confirmar-email\?token=\S+/g, '[link de confirmação oculto — enviado só ao destinatário]'],
  [/https?:\/\/\S+\/api\/users\/email-change\/confirm\?token=\S+/g, '[link de confirmação do novo e-mail oculto — enviado só ao destinatário]'],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').addColumn('link_kind', 'text').execute();
  await db.schema.alterTable('email_outbox').addColumn('link_ref', 'text').execute();
  const rows: Array<{ id: string; body: string }> = await db.selectFrom('email_outbox').select(['id', 'body']).where('body', 'like', '%token=%').execute();
  for (const row of rows) {
    const body = LINKS.reduce((text, [pattern, mark]) => text.replace(pattern, mark), row.body);
    if (body !== row.body) await db.updateTable('email_outbox').set({ body }).where('id', '=', row.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('email_outbox').dropColumn('link_ref').execute();
  await db.schema.alterTable('email_outbox').dropColumn('link_kind').execute();
}
