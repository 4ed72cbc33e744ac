// The shape of a seeded course's written content: its lessons (in outline order) and the
// question bank of its exam. One data file per course, gathered in ./index.ts.

/** One lesson's Markdown, written for its own title. */
export interface LessonText {
  /** Must equal the title in COURSE_OUTLINES (learning.seed.ts checks it). */
  title: string;
  body: string;
  /** A public educational video shown as "Assistir ao vídeo da aula" in the player. */
  videoUrl?: string;
}

/** [question, options (4), index of the right option, explanation] */
export type BankQuestion = [string, [string, string, string, string], number, string];

export interface CourseContent {
  lessons: LessonText[];
  /**
   * How many questions one exam attempt shows. Today every seeded question is shown, so the
   * seed stores only the first `questionsPerAttempt` of the bank (issue 11 item 2 will draw
   * a different set per attempt from the whole bank).
   */
  questionsPerAttempt: number;
  /** Every question written for the course's exam: at least 2 × questionsPerAttempt. */
  questionBank: BankQuestion[];
}

/**
 * Lesson Markdown as written in the data files: trimmed, with code fences written as `~~~`
 * (no escaping inside template literals) stored as the ``` fences the player renders.
 */
export const md = (text: string): string => text.trim().replace(/^~~~/gm, '```');
