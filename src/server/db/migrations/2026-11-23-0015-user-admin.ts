import { PostgresAdapter, sql, type Kysely } from 'kysely';

// User administration (issue 13 item 2): a version per user row (an admin's edit based on
// a stale copy is refused with 409, never applied silently), why and when an account was
// suspended, password-reset links (only their hash is kept; single use, expiring), and
// the indexes that keep the admin list fast with 100 000 users (sort by each column,
// filters by role and status). Frozen in time: never import app code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('users').addColumn('suspended_reason', 'text').execute();
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();

  await addSearchText(db);

  await db.schema.createIndex('users_created_idx').on('users').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('users_name_idx').on('users').columns(['name', 'id']).execute();
  await db.schema.createIndex('users_last_access_idx').on('users').columns(['last_access_at', 'id']).execute();
  await db.schema.createIndex('users_role_status_created_idx').on('users').columns(['role', 'status', 'created_at']).execute();
  await db.schema.createIndex('users_status_created_idx').on('users').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user_idx').on('password_resets').column('user_id').execute();
}

const ACCENTED = 'áàâãäåéèêëíìîïóòôõöúùûüçñý';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuucny';

/**
 * `search_text`: name and e-mail in lower case without accents, kept by the database itself
 * (triggers, so every writer — seeds, factories, other modules — keeps it right), so the
 * admin search is one LIKE on one column on both dialects. SQLite calls `eduia_fold`, which
 * every connection the app opens registers (db/database.ts); PostgreSQL uses translate().
 */
async function addSearchText(db: Kysely<any>) {
  await db.schema.alterTable('users').addColumn('search_text', 'text').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create function users_search_text() returns trigger language plpgsql as $$
      begin
        new.search_text := translate(lower(new.name || ' ' || new.email), ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)});
        return new;
      end $$`.execute(db);
    await sql`create trigger users_search_text before insert or update of name, email on users for each row execute function users_search_text()`.execute(db);
    await sql`update users set search_text = translate(lower(name || ' ' || email), ${sql.lit(ACCENTED)}, ${sql.lit(PLAIN)})`.execute(db);
  } else {
    await sql`create trigger users_search_text_insert after insert on users begin
      update users set search_text = eduia_fold(new.name || ' ' || new.email) where id = new.id; end`.execute(db);
    await sql`create trigger users_search_text_update after update of name, email on users begin
      update users set search_text = eduia_fold(new.name || ' ' || new.email) where id = new.id; end`.execute(db);
    await sql`update users set search_text = eduia_fold(name || ' ' || email)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop trigger users_search_text on users`.execute(db);
    await sql`drop function users_search_text()`.execute(db);
  } else {
    await sql`drop trigger users_search_text_insert`.execute(db);
    await sql`drop trigger users_search_text_update`.execute(db);
  }
  await db.schema.dropTable('password_resets').execute();
  for (const index of ['users_created_idx', 'users_name_idx', 'users_last_access_idx', 'users_role_status_created_idx', 'users_status_created_idx']) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['search_text', 'suspended_at', 'suspended_reason', 'version']) await db.schema.alterTable('users').dropColumn(column).execute();
}
