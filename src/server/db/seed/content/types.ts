// The exam of a seeded course: its question bank. One data file per course, gathered in
// ./index.ts. The lessons are Markdown files read by ./lessons.ts (see ./README.md).

/** [question, options (4), index of the right option, explanation] */
export type BankQuestion = [string, [string, string, string, string], number, string];

export interface CourseExam {
  /**
   * How many questions one exam attempt shows. Today every seeded question is shown, so the
   * seed stores only the first `questionsPerAttempt` of the bank (issue 11 item 2 will draw
   * a different set per attempt from the whole bank).
   */
  questionsPerAttempt: number;
  /** Every question written for the course's exam: at least 2 × questionsPerAttempt. */
  questionBank: BankQuestion[];
}
