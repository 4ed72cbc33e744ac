import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminEndpoints } from '#contracts/admin';
import { courseEndpoints } from '#contracts/courses';
import { teachingEndpoints } from '#contracts/teaching';
import { enroll, insertCourse } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';
import { isPostgresDb } from './database.ts';
import { listUserMatchesInNameOrder, searchTerms, type NameOrderRead, type NameTier } from './search.ts';

// Search in the database's own index (SQLite FTS5; PostgreSQL tsvector + unaccent + pg_trgm),
// on the demo data plus rows of our own: accents, case, prefixes, ranking, misspellings,
// visibility, and input that is never handed to the engine's query syntax.

let t: TestApp;
let aluno: string;
let teacher: string;
let admin: string;
const course: Record<string, string> = {};
const person: Record<string, string> = {};

const HOSTILE = ['"', '""', '*', '-', 'NEAR', 'NEAR(a b)', 'a OR b', 'a AND NOT b', '-negocios', 'negó*', "'", "o'brien", '\\', ':', 'title:x', '(', ')', '^a', '{a}', '&|!', '日本語', '🙂', 'x'.repeat(100), 'a '.repeat(50)];

beforeAll(async () => {
  t = await buildTestApp();
  aluno = await t.signInAs('aluno');
  admin = await t.signInAs('admin');
  const prof = await t.insertUser({ role: 'professor', name: 'Profa. Busca Índice' });
  teacher = await t.signIn(prof.email, prof.password);
  course.title = await insertCourse(t.db, { title: 'Negócios Sustentáveis Quíntuplos', instructorId: prof.id });
  course.description = await insertCourse(t.db, { title: 'Gestão Quíntupla', instructorId: prof.id });
  await t.db.updateTable('courses').set({ description: 'Como os negócios sustentáveis mudam as empresas.' }).where('id', '=', course.description).execute();
  course.programming = await insertCourse(t.db, { title: 'Programação Quíntupla em Rust', instructorId: prof.id });
  course.pending = await insertCourse(t.db, { title: 'Negócios Quíntuplos em Revisão', instructorId: prof.id, status: 'pending' });
  course.analysis = await insertCourse(t.db, { title: 'Análise de Dados', instructorId: prof.id });

  for (const [key, name, email] of [
    ['ana', 'Ana Araújo', 'ana.a@escola.com.br'],
    ['lucia', 'Lúcia Araújo', 'lucia@escola.com.br'],
    ['natalia', 'Natália Araújo', 'natalia@escola.com.br'],
    ['aaron', 'Aaron Silva', 'ana.araujo@exemplo.com.br'],
    ['mariana', 'Mariana Souza', 'mariana@escola.com.br'],
  ] as const) {
    person[key] = (await t.insertUser({ role: 'aluno', name, email })).id;
    await enroll(t.db, person[key], course.analysis);
  }
});
afterAll(async () => t.close());

const catalogue = async (q: string) => {
  const res = await t.call(courseEndpoints.catalogue, { cookie: aluno, query: { q } });
  expect(res.status, q).toBe(200);
  return res.body.items.map((c) => c.id);
};

describe('catalogue search', () => {
  it('finds "Negócios" with or without accents, in any case, and by a prefix', async () => {
    for (const q of ['negocios', 'NEGÓCIOS', 'negóc', 'Negoc', 'negócios quíntuplos']) {
      expect(await catalogue(q), q).toContain(course.title);
    }
    expect(await catalogue('quintuplos sustentaveis negocios')).toEqual([course.title]);
  });

  it('ranks a match in the title above a match in the description', async () => {
    expect(await catalogue('sustentáveis quíntupl')).toEqual([course.title, course.description]);
    const both = await catalogue('negocios sustentaveis');
    expect(both.indexOf(course.title)).toBeGreaterThanOrEqual(0);
    expect(both.indexOf(course.title)).toBeLessThan(both.indexOf(course.description));
  });

  it('shows only approved courses, and a course approved a moment ago at once', async () => {
    expect(await catalogue('revisão quíntuplos')).toEqual([]);
    await t.db.updateTable('courses').set({ status: 'approved', approvedAt: t.clock.now().toISOString() }).where('id', '=', course.pending).execute();
    expect(await catalogue('revisão quíntuplos')).toEqual([course.pending]);
    await t.db.updateTable('courses').set({ title: 'Marcenaria Artesanal Quíntupla' }).where('id', '=', course.pending).execute();
    expect(await catalogue('revisão quíntuplos')).toEqual([]);
    expect(await catalogue('marcenaria')).toEqual([course.pending]);
    await t.db.updateTable('courses').set({ status: 'unpublished' }).where('id', '=', course.pending).execute();
    expect(await catalogue('marcenaria')).toEqual([]);
  });

  it('finds a misspelled title by its trigrams on PostgreSQL', async () => {
    const found = await catalogue('progamacao quintupla');
    if (isPostgresDb(t.db)) expect(found[0]).toBe(course.programming);
    else expect(Array.isArray(found)).toBe(true);
    // An exact word never falls back to similar ones.
    expect(await catalogue('programacao quintupla')).toEqual([course.programming]);
  });

  it('never errors on quotes, operators or long input, and searches them as text', async () => {
    for (const q of HOSTILE) await catalogue(q);
    // Neither "-" (NOT) nor quotes nor "*" act as operators: every word is simply searched.
    expect(await catalogue('-sustentáveis "negócios" quíntuplos*')).toEqual([course.title]);
    expect(await catalogue('"negócios sustentáveis quíntuplos"')).toEqual([course.title]);
  });
});

describe("teacher's roster search", () => {
  const roster = async (q: string) => {
    const res = await t.call(teachingEndpoints.roster, { cookie: teacher, query: { q, pageSize: 100 } });
    expect(res.status, q).toBe(200);
    return res.body.rows.map((r) => r.name);
  };

  it('ranks the person with that full name first, and not people whose course has "Análise"', async () => {
    expect(await roster('Ana Araújo')).toEqual(['Ana Araújo', 'Aaron Silva']);
    expect(await roster('ana araujo')).toEqual(['Ana Araújo', 'Aaron Silva']);
    expect(await roster('ARAÚJO')).toEqual(['Ana Araújo', 'Lúcia Araújo', 'Natália Araújo', 'Aaron Silva']);
    // A course word: every row is as relevant, so by name.
    expect(await roster('analise araujo')).toEqual(['Aaron Silva', 'Ana Araújo', 'Lúcia Araújo', 'Natália Araújo']);
    expect(await roster('mari')).toEqual(['Mariana Souza']);
  });

  it('sorts by the chosen column while searching', async () => {
    const res = await t.call(teachingEndpoints.roster, { cookie: teacher, query: { q: 'ana araujo', sort: 'name', order: 'asc' } });
    expect(res.body.rows.map((r) => r.name)).toEqual(['Aaron Silva', 'Ana Araújo']);
  });

  it('never errors on quotes, operators or long input', async () => {
    for (const q of HOSTILE) await roster(q);
  });

  it('reads the students matching in name order from the index, each tier of the ranking apart, with the folded name kept in step', async () => {
    // The demo data has people named Araújo too: only ours are looked at.
    const ours = new Set(Object.values(person));
    const read = async (q: string, extra: Partial<NameOrderRead> = {}) =>
      (await listUserMatchesInNameOrder(t.db, searchTerms(q), { descending: false, limit: 100, ...extra })).map((u) => [u.sortName, u.id]);
    const readOurs = async (q: string, extra: Partial<NameOrderRead> = {}) => (await read(q, extra)).filter(([, id]) => ours.has(id));
    expect(await readOurs('araujo')).toEqual([['aaron silva', person.aaron], ['ana araujo', person.ana], ['lucia araujo', person.lucia], ['natalia araujo', person.natalia]]);
    const descending = await read('araujo', { descending: true });
    expect(descending.map(([name]) => name)).toEqual(descending.map(([name]) => name).sort().reverse());
    expect(await read('araujo', { descending: true, limit: 2 })).toEqual(descending.slice(0, 2));
    const after = await read('araujo', { from: { sortName: 'lucia araujo', inclusive: false } });
    expect(after.length).toBeGreaterThan(0);
    expect(after.every(([name]) => name > 'lucia araujo')).toBe(true);
    expect((await read('araujo', { from: { sortName: 'lucia araujo', inclusive: true } }))[0][0]).toBe('lucia araujo');
    // Every student of one name, whatever the limit.
    const lucias = await read('araujo', { only: 'lucia araujo', limit: 0 });
    expect(lucias.map(([, id]) => id)).toContain(person.lucia);
    expect(lucias.every(([name]) => name === 'lucia araujo')).toBe(true);
    // "ana araujo": Ana's name is the search, Aaron has it only in his e-mail.
    const terms = searchTerms('Ana Araújo');
    const tier = async (kind: NameTier) => (await readOurs('Ana Araújo', { tier: { kind, terms } })).map(([, id]) => id);
    expect(await tier('wholeName')).toEqual([person.ana]);
    expect(await tier('everyWordInName')).toEqual([]);
    expect(await tier('other')).toEqual([person.aaron]);
    // Renamed (and back): found by the new name, in its place, at once.
    const renamed = await t.insertUser({ role: 'aluno', name: 'Zélia Quíntupla', email: 'zelia.q@escola.com.br' });
    expect(await read('quintupla')).toEqual([['zelia quintupla', renamed.id]]);
    await t.db.updateTable('users').set({ name: 'Ângela Quíntupla' }).where('id', '=', renamed.id).execute();
    expect(await read('quintupla')).toEqual([['angela quintupla', renamed.id]]);
    expect(await read('zelia')).toEqual([['angela quintupla', renamed.id]]);
    expect(await read('angela quintupla', { tier: { kind: 'wholeName', terms: searchTerms('angela quintupla') } })).toEqual([['angela quintupla', renamed.id]]);
    await t.db.deleteFrom('users').where('id', '=', renamed.id).execute();
    expect(await read('quintupla')).toEqual([]);
  });
});

describe('the full-text indexes', () => {
  it('keep the prefixes of one to three letters on SQLite, so a letter typed reads one entry of the index (migration 2026-11-29-1910)', async () => {
    // The same documents: a prefix of each length finds what whole words do (both dialects).
    for (const typed of ['n', 'ne', 'neg', 'negó']) expect(await catalogue(typed), typed).toContain(course.title);
    if (isPostgresDb(t.db)) return;
    const { rows } = await sql<{ name: string; sql: string }>`select name, sql from sqlite_master where name in ('users_fts', 'courses_fts') order by name`.execute(t.db);
    expect(rows.map((row) => row.name)).toEqual(['courses_fts', 'users_fts']);
    for (const row of rows) expect(row.sql, row.name).toMatch(/prefix = '1 2 3'/);
  });
});

describe("admin's user search", () => {
  const users = async (q: string) => {
    const res = await t.call(adminEndpoints.listUsers, { cookie: admin, query: { q, sort: 'name', dir: 'asc' } });
    expect(res.status, q).toBe(200);
    return res.body.users.map((u) => u.name);
  };

  it('finds names and e-mails without accents or case, the last word as a prefix', async () => {
    const ana = await users('ana araújo');
    expect(ana).toEqual(expect.arrayContaining(['Aaron Silva', 'Ana Araújo']));
    expect(ana).not.toContain('Lúcia Araújo');
    // The demo data has a Lúcia Araújo too.
    expect(new Set(await users('LÚCIA araú'))).toEqual(new Set(['Lúcia Araújo']));
    expect(await users('natal')).toContain('Natália Araújo');
    expect(await users('ana.araujo@exemplo.com.br')).toEqual(['Aaron Silva']);
    const renamed = await t.db.updateTable('users').set({ name: 'Natália Araújo Quixabeira' }).where('id', '=', person.natalia).execute();
    expect(renamed).toHaveLength(1);
    expect(await users('quixabeira')).toEqual(['Natália Araújo Quixabeira']);
  });

  it('never errors on quotes, operators or long input', async () => {
    for (const q of HOSTILE) if (q.length <= 120) await users(q);
  });
});
