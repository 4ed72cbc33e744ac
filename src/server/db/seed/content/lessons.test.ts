import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSeedLessons } from './lessons.ts';

describe('the seeded lessons (Markdown files)', () => {
  const courses = readSeedLessons();
  const lessons = [...courses].flatMap(([course, modules]) => modules.flatMap((m) => m.lessons.map((l) => ({ ...l, id: `${course}/${l.order}` }))));

  it('has every foundation course, each with modules of lessons', () => {
    expect([...courses.keys()]).toEqual(Array.from({ length: 14 }, (_, i) => String(i + 1)));
    for (const modules of courses.values()) expect(modules.length).toBeGreaterThanOrEqual(2);
    expect(lessons.length).toBeGreaterThanOrEqual(14 * 6);
  });

  it('are real, distinct lessons: no template text', () => {
    // Every lesson opens with its own sentence and no sentence appears in many lessons.
    const openings = new Set(lessons.map((l) => l.body.split(/[.!?]/)[0]));
    expect(openings.size).toBe(lessons.length);
    const sentenceUse = new Map<string, number>();
    for (const l of lessons) for (const s of new Set(l.body.split(/(?<=[.!?])\s+/).filter((x) => x.length > 60))) sentenceUse.set(s, (sentenceUse.get(s) ?? 0) + 1);
    expect(Math.max(...sentenceUse.values())).toBeLessThan(3);
    for (const l of lessons) expect(l.body.split(/\s+/).length, l.id).toBeGreaterThanOrEqual(150);
    for (const l of lessons) expect(l.body, l.id).toContain('### Exercícios');
  });
});

describe('readSeedLessons: a bad file stops the seed with a message naming it', () => {
  const lesson = (front: string, body = 'Texto da aula.') => `---\n${front}\n---\n\n${body}\n`;
  const good = (order: number, module = 'Módulo A') => lesson(`course: "20"\nmodule: ${module}\norder: ${order}\ntitle: Aula ${order}`);

  function folderWith(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'eduia-lessons-'));
    mkdirSync(join(dir, 'curso-teste'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, 'curso-teste', name), text);
    return dir;
  }

  it('reads front matter and body, groups modules in order (CRLF tolerated)', () => {
    const dir = folderWith({
      '01-aula-1.md': good(1).replace(/\n/g, '\r\n'),
      '02-aula-2.md': lesson('course: 20\nmodule: Módulo A\norder: 2\ntitle: Aula 2\nvideo: https://www.youtube.com/watch?v=x', '\n~~~\n```sql\nSELECT 1;\n```\n'),
      '03-aula-3.md': good(3, 'Módulo B'),
    });
    const modules = readSeedLessons(dir).get('20');
    expect(modules?.map((m) => [m.title, m.lessons.map((l) => l.order)])).toEqual([['Módulo A', [1, 2]], ['Módulo B', [3]]]);
    expect(modules?.[0].lessons[0]).toEqual({ title: 'Aula 1', order: 1, body: 'Texto da aula.', videoUrl: null });
    expect(modules?.[0].lessons[1]).toMatchObject({ body: '~~~\n```sql\nSELECT 1;\n```', videoUrl: 'https://www.youtube.com/watch?v=x' });
  });

  it.each([
    ['no front matter', { '01-aula-1.md': 'Texto sem cabeçalho.' }, /curso-teste\/01-aula-1\.md: expected a front matter/],
    ['invalid YAML', { '01-aula-1.md': lesson('course: "20\nmodule: A') }, /curso-teste\/01-aula-1\.md: front matter is not valid YAML/],
    ['a misspelt key', { '01-aula-1.md': good(1).replace('title:', 'titulo:') }, /curso-teste\/01-aula-1\.md: bad front matter:[\s\S]*titulo[\s\S]*title/],
    ['a video that is not https', { '01-aula-1.md': lesson('course: 20\nmodule: A\norder: 1\ntitle: Aula\nvideo: http://example.com/v') }, /01-aula-1\.md: bad front matter:[\s\S]*video/],
    ['no text', { '01-aula-1.md': lesson('course: 20\nmodule: A\norder: 1\ntitle: Aula', '   ') }, /01-aula-1\.md: the lesson has no text/],
    ['a file name without number', { 'aula.md': good(1) }, /curso-teste\/aula\.md: a lesson file is named NN-lesson-title\.md/],
    ['an order other than the file number', { '01-aula-1.md': good(2) }, /01-aula-1\.md: order 2 differs from the file's number 01/],
    ['a gap in the order', { '01-aula-1.md': good(1), '03-aula-3.md': good(3) }, /03-aula-3\.md: order 3, expected 2/],
    ['a module split in two', { '01-a.md': good(1), '02-b.md': good(2, 'Módulo B'), '03-c.md': good(3) }, /03-c\.md: module "Módulo A" already ended/],
    ['another course in the folder', { '01-a.md': good(1), '02-b.md': good(2).replace('"20"', '"21"') }, /02-b\.md: course 21, but curso-teste\/ holds course 20/],
  ])('%s', (_, files, message) => {
    expect(() => readSeedLessons(folderWith(files))).toThrow(message);
  });
});
