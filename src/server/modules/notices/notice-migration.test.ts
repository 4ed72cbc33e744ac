import { randomBytes } from 'node:crypto';
import { Migrator, sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/database';
import { migrateToLatest } from '#server/db/migrate';
import { migrations } from '#server/db/migrations/index';

// Migration 0014 turns the per-student task rows into one course task with each student's tick.
describe('migration 0014 (notice publishing)', () => {
  it('per-student copies of a task become one course task; done ones become ticks; old events and announcements reach everyone', async () => {
    const pgUrl = process.env.TEST_DATABASE_URL;
    const schema = pgUrl ? `t_${randomBytes(6).toString('hex')}` : undefined;
    if (pgUrl) {
      const admin = openDatabase({ url: pgUrl });
      await sql`create schema ${sql.id(schema!)}`.execute(admin);
      await admin.destroy();
    }
    const db = openDatabase({ url: pgUrl ?? 'file::memory:', pgSchema: schema });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
      expect((await migrator.migrateTo('2026-11-23-0011-audit-chain')).error).toBeUndefined();
      const raw = db.withoutPlugins() as unknown as Kysely<any>;
      const at = '2026-11-20T12:00:00.000Z';
      const user = (id: string, role: string) => ({ id, name: id, email: `${id}@teste.com.br`, password_hash: 'x', role, created_at: at });
      await raw.insertInto('users').values([user('prof', 'professor'), user('a1', 'aluno'), user('a2', 'aluno')]).execute();
      await raw.insertInto('courses').values({ id: 'c1', title: 'Curso', thumbnail: '/t.svg', category: 'tecnologia', instructor_id: 'prof', created_at: at }).execute();
      const task = (id: string, userId: string, status: string, completedAt: string | null) => ({
        id, user_id: userId, course_id: 'c1', title: 'Ler o capítulo', description: 'Cap. 4', due_date: '2026-12-01', priority: 'alta', status, completed_at: completedAt, created_at: at,
      });
      await raw.insertInto('tasks').values([task('t-a1', 'a1', 'concluida', '2026-11-21T12:00:00.000Z'), task('t-a2', 'a2', 'pendente', null)]).execute();
      await raw.insertInto('events').values({ id: 'e1', type: 'live', title: 'Live', instructor_id: 'prof', course_id: 'c1', starts_at: at, duration_minutes: 60, created_at: at }).execute();

      await migrateToLatest(db);
      expect(await db.selectFrom('courseTasks').select(['id', 'courseId', 'authorId', 'title', 'dueDate', 'priority']).execute()).toEqual([
        { id: 't-a1', courseId: 'c1', authorId: 'prof', title: 'Ler o capítulo', dueDate: '2026-12-01', priority: 'alta' },
      ]);
      expect(await db.selectFrom('taskCompletions').selectAll().execute()).toEqual([{ taskId: 't-a1', userId: 'a1', completedAt: '2026-11-21T12:00:00.000Z' }]);
      expect(await db.selectFrom('events').select(['audience', 'capacity']).execute()).toEqual([{ audience: 'all', capacity: null }]);
    } finally {
      await db.destroy();
      if (pgUrl) {
        const admin = openDatabase({ url: pgUrl });
        await sql`drop schema ${sql.id(schema!)} cascade`.execute(admin);
        await admin.destroy();
      }
    }
  });
});
