import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authoringEndpoints as e, LESSON_CONTENT_MAX } from '#contracts/authoring';
import { courseEndpoints } from '#contracts/courses';
import { moderationEndpoints } from '#contracts/moderation';
import { buildTestApp, type TestApp } from '#server/testing/test-app';

// Issue 22: lesson Markdown is rendered by the server (markdown-it, linear in its input) and
// the player receives HTML. A lesson of 50 000 '[' (within the limit) used to block the whole
// process for seconds when it was opened; now it is saved, opened and previewed like any other.
let t: TestApp;
let teacher: string;
let aluno: string;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  teacher = await t.signInAs('professor');
  aluno = await t.signInAs('aluno');
  admin = await t.signInAs('admin');
});
afterAll(async () => t.close());

/**
 * Rewrites the demo teacher's first lesson of course 1 (approved, free, the demo student's):
 * the edit is a new version of the approved course, sent for review and approved, as students
 * see only approved content.
 */
async function saveFirstLesson(content: string) {
  const course = (await t.call(e.getCourse, { cookie: teacher, params: { id: '1' } })).body;
  const lesson = course.modules[0].lessons[0];
  const saved = await t.call(e.updateLesson, {
    cookie: teacher,
    params: { id: '1', lessonId: lesson.id },
    body: { moduleId: lesson.moduleId, title: lesson.title, durationMinutes: lesson.durationMinutes, content, videoUrl: lesson.videoUrl ?? '' },
  });
  expect(saved.status).toBe(200);
  expect((await t.call(e.submitCourse, { cookie: teacher, params: { id: '1' } })).status).toBe(200);
  expect((await t.call(moderationEndpoints.approveCourse, { cookie: admin, params: { id: '1' } })).status).toBe(200);
  return lesson.id;
}

describe('a lesson as the student opens it', () => {
  it('is HTML rendered by the server; the Markdown itself is not sent', async () => {
    const lessonId = await saveFirstLesson('# Parte 1\n\n## Detalhe\n\nTexto com **negrito** e [um link](https://example.com).');
    const res = await t.call(courseEndpoints.lesson, { cookie: aluno, params: { id: '1', lessonId } });
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('content');
    // # and ## are different levels (both were h2), under the lesson's own h2 title.
    expect(res.body.contentHtml).toBe(
      '<h3>Parte 1</h3>\n<h4>Detalhe</h4>\n<p>Texto com <strong>negrito</strong> e <a href="https://example.com" target="_blank" rel="noopener noreferrer">um link</a>.</p>\n',
    );
  });

  it('a lesson of unclosed brackets at the length limit is saved and opened, as plain text', async () => {
    const worst = '['.repeat(LESSON_CONTENT_MAX);
    const lessonId = await saveFirstLesson(worst);
    const res = await t.call(courseEndpoints.lesson, { cookie: aluno, params: { id: '1', lessonId } });
    expect(res.status).toBe(200);
    expect(res.body.contentHtml).toBe(`<p>${worst}</p>\n`);
  });

  it('raw HTML, javascript: links and images written by the teacher reach the student inert', async () => {
    const lessonId = await saveFirstLesson('<script>alert(1)</script>\n\n[x](javascript:alert(1)) ![y](https://evil.example/p.png) <img src=x onerror=alert(1)>');
    const html = (await t.call(courseEndpoints.lesson, { cookie: aluno, params: { id: '1', lessonId } })).body.contentHtml;
    expect(html).not.toMatch(/<(script|img)\b/);
    expect(html).not.toContain('javascript:alert(1)"');
    // The image is a plain link to its address (images were never shown).
    expect(html).toContain('!<a href="https://evil.example/p.png" target="_blank" rel="noopener noreferrer">y</a>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('POST /api/teacher/markdown-preview', () => {
  it('renders the text as the player will show it, and saves nothing', async () => {
    const before = await t.db.selectFrom('lessons').select(['id', 'content']).orderBy('id').execute();
    const res = await t.call(e.previewMarkdown, { cookie: teacher, body: { content: '# Título\n\n- item `código`' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ html: '<h3>Título</h3>\n<ul>\n<li>item <code>código</code></li>\n</ul>\n' });
    expect(await t.db.selectFrom('lessons').select(['id', 'content']).orderBy('id').execute()).toEqual(before);
  });

  it('renders the worst text within the limit; refuses a longer one with a Portuguese 400', async () => {
    const ok = await t.call(e.previewMarkdown, { cookie: teacher, body: { content: '[x]('.repeat(LESSON_CONTENT_MAX / 4) } });
    expect(ok.status).toBe(200);
    const long = await t.callRaw(e.previewMarkdown, { cookie: teacher, body: { content: 'a'.repeat(LESSON_CONTENT_MAX + 1) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/no máximo 50000 caracteres/);
    const missing = await t.callRaw(e.previewMarkdown, { cookie: teacher, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/Campo obrigatório/);
    const extra = await t.callRaw(e.previewMarkdown, { cookie: teacher, body: { content: 'a', html: '<b>' } });
    expect(extra.status).toBe(400);
  });

  it('is for teachers only', async () => {
    expect((await t.call(e.previewMarkdown, { cookie: aluno, body: { content: 'a' } })).status).toBe(403);
    expect((await t.call(e.previewMarkdown, { body: { content: 'a' } })).status).toBe(401);
  });

  it('is limited to 60 calls a minute per teacher (429 after)', async () => {
    const other = await t.insertUser({ role: 'professor' });
    const cookie = await t.signIn(other.email, other.password);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await t.callRaw(e.previewMarkdown, { cookie, body: { content: `${i}` } })).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
