import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { z } from 'zod';

// The seeded courses' lessons: one Markdown file per lesson in ./<course-slug>/NN-<lesson-slug>.md,
// with a front matter naming its course, module, position and video (./README.md, for writers).

/**
 * This file's folder when it runs from src/ (tsx, Vitest, whose module runner has no
 * import.meta.resolve); in the bundled server (dist/server/main.js, where import.meta.url is
 * dist/) resolved through the package's imports map, so it reads the same files from src/.
 */
function contentDir(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  if (basename(here) === 'content') return here;
  return dirname(fileURLToPath(import.meta.resolve('#server/db/seed/content/lessons')));
}

const FrontMatterSchema = z.strictObject({
  /** The course id ('1'…'14'); YAML may give it as a number. */
  course: z.union([z.string().regex(/^[1-9]\d*$/), z.number().int().positive()]).transform(String),
  module: z.string().trim().min(1),
  /** The lesson's position in the course, from 1; also the file name's NN. */
  order: z.number().int().positive(),
  title: z.string().trim().min(1),
  /** A public educational video shown as "Assistir ao vídeo da aula" in the player. */
  video: z.url({ protocol: /^https$/ }).optional(),
});

export interface SeedLesson {
  title: string;
  /** Position in the course, from 1. */
  order: number;
  body: string;
  videoUrl: string | null;
}

export interface SeedModule {
  title: string;
  lessons: SeedLesson[];
}

const FILE_NAME = /^(\d{2,})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;

/** Splits `---\n<yaml>\n---\n<markdown>` (CRLF tolerated) and validates the front matter. */
function readLesson(path: string, name: string) {
  const text = readFileSync(path, 'utf8').replace(/\r\n/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`seed: ${name}: expected a front matter between two '---' lines at the top`);
  let data: unknown;
  try {
    data = parse(match[1]);
  } catch (error) {
    throw new Error(`seed: ${name}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  const front = FrontMatterSchema.safeParse(data);
  if (!front.success) throw new Error(`seed: ${name}: bad front matter:\n${z.prettifyError(front.error)}`);
  const body = match[2].trim();
  if (!body) throw new Error(`seed: ${name}: the lesson has no text`);
  return { ...front.data, body };
}

/** Groups a course's lessons (sorted by order) into modules; a module's lessons must be consecutive. */
function modulesOf(folder: string, lessons: Array<ReturnType<typeof readLesson> & { name: string }>): SeedModule[] {
  const modules: SeedModule[] = [];
  lessons.forEach((lesson, index) => {
    if (lesson.order !== index + 1) throw new Error(`seed: ${lesson.name}: order ${lesson.order}, expected ${index + 1} (the lessons of ${folder} are numbered 1, 2, 3… without gaps)`);
    const seedLesson = { title: lesson.title, order: lesson.order, body: lesson.body, videoUrl: lesson.video ?? null };
    const last = modules.at(-1);
    if (last?.title === lesson.module) {
      last.lessons.push(seedLesson);
      return;
    }
    if (modules.some((m) => m.title === lesson.module)) throw new Error(`seed: ${lesson.name}: module "${lesson.module}" already ended; a module's lessons must follow one another`);
    modules.push({ title: lesson.module, lessons: [seedLesson] });
  });
  return modules;
}

/** Reads and checks every lesson file: course id → its modules in order. Throws naming the file at fault. */
export function readSeedLessons(dir = contentDir()): Map<string, SeedModule[]> {
  const byCourse = new Map<string, { folder: string; modules: SeedModule[] }>();
  const folders = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
  for (const folder of folders) {
    const lessons = readdirSync(join(dir, folder))
      .map((file) => {
        const name = `${folder}/${file}`;
        const number = FILE_NAME.exec(file)?.[1];
        if (!number) throw new Error(`seed: ${name}: a lesson file is named NN-lesson-title.md (lowercase, no accents)`);
        const lesson = { ...readLesson(join(dir, folder, file), name), name };
        if (lesson.order !== Number(number)) throw new Error(`seed: ${name}: order ${lesson.order} differs from the file's number ${number}`);
        return lesson;
      })
      .sort((a, b) => a.order - b.order);
    const course = lessons[0]?.course;
    if (!course) throw new Error(`seed: ${folder}/ has no lessons`);
    const stray = lessons.find((l) => l.course !== course);
    if (stray) throw new Error(`seed: ${stray.name}: course ${stray.course}, but ${folder}/ holds course ${course}`);
    const other = byCourse.get(course);
    if (other) throw new Error(`seed: ${folder}/ and ${other.folder}/ both hold course ${course}`);
    byCourse.set(course, { folder, modules: modulesOf(folder, lessons) });
  }
  return new Map([...byCourse].sort(([a], [b]) => Number(a) - Number(b)).map(([course, { modules }]) => [course, modules]));
}
