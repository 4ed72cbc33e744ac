import { Migrator, PostgresAdapter, sql } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

export async function migrateToLatest(db: Db): Promise<void> {
  // On PostgreSQL, Kysely looks for its migration tables in every schema unless told
  // which one: name the current schema so parallel test schemas do not see each other's.
  let migrationTableSchema: string | undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
    migrationTableSchema = rows[0]?.schema;
  }
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Falha na migração ${failed?.migrationName ?? ''}: ${String(error)}`);
  }
}
