import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PAGE_SIZE, courseEndpoints } from '#contracts/courses';
import { insertCourse } from '#server/testing/assessment-factories';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// The catalogue answers with its first page and the number found, never the whole catalogue
// (at 100 000 students and 5 000 courses the whole list did not answer within 3 s).

let t: TestApp;
let aluno: string;

beforeAll(async () => {
  t = await buildTestApp();
  aluno = await t.signInAs('aluno');
  for (let i = 0; i < CATALOGUE_PAGE_SIZE + 5; i++) await insertCourse(t.db, { title: `Paginação Quíntupla ${String(i).padStart(2, '0')}` });
});
afterAll(async () => t.close());

describe('catalogue page', () => {
  it('lists the newest approved courses first, one page of them, with the total', async () => {
    const approved = await t.db.selectFrom('courses').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'approved').executeTakeFirstOrThrow();
    const res = await t.call(courseEndpoints.catalogue, { cookie: aluno, query: {} });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(res.body.total).toBe(Number(approved.n));
    const newest = await t.db.selectFrom('courses').select('id').where('status', '=', 'approved').orderBy('approvedAt', 'desc').orderBy('id').limit(CATALOGUE_PAGE_SIZE).execute();
    expect(res.body.items.map((c) => c.id)).toEqual(newest.map((c) => c.id));
  });

  it('a search finding more than a page answers with the page and every match counted', async () => {
    const res = await t.call(courseEndpoints.catalogue, { cookie: aluno, query: { q: 'paginacao quintupla' } });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(res.body.total).toBe(CATALOGUE_PAGE_SIZE + 5);
  });

  it("a search's page is its best matches in rank order: a title match before a description match, then newest", async () => {
    // Newest approved and first by id: only the rank keeps it off the page.
    const inDescription = await insertCourse(t.db, { id: 'aaa-so-na-descricao', title: 'Outro assunto' });
    await t.db.updateTable('courses').set({ description: 'Fala de paginação quíntupla de passagem.', approvedAt: '2030-01-01T12:00:00.000Z' }).where('id', '=', inDescription).execute();
    const res = await t.call(courseEndpoints.catalogue, { cookie: aluno, query: { q: 'quintupla' } });
    expect(res.body.total).toBe(CATALOGUE_PAGE_SIZE + 6);
    expect(res.body.items).toHaveLength(CATALOGUE_PAGE_SIZE);
    expect(res.body.items.map((c) => c.id)).not.toContain(inDescription);
    // Titles tie on rank: newest approved first, as the list.
    const titles = await t.db.selectFrom('courses').select('id').where('title', 'like', 'Paginação Quíntupla%').orderBy('approvedAt', 'desc').orderBy('id').limit(CATALOGUE_PAGE_SIZE).execute();
    expect(res.body.items.map((c) => c.id)).toEqual(titles.map((c) => c.id));
    expect(res.body.items[0]).toMatchObject({ title: expect.stringMatching(/^Paginação Quíntupla/), state: 'nao-iniciado', progress: 0 });
  });

  it('filters count with the page', async () => {
    const res = await t.call(courseEndpoints.catalogue, { cookie: aluno, query: { category: 'tecnologia', minRating: 4 } });
    const rows = await t.db.selectFrom('courses').select('id').where('status', '=', 'approved').where('category', '=', 'tecnologia').where('rating', '>=', 4).execute();
    expect(res.body.total).toBe(rows.length);
    expect(res.body.items.length).toBe(Math.min(rows.length, CATALOGUE_PAGE_SIZE));
  });
});
