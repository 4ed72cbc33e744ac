import { paths } from '#web/lib/paths.ts';

/**
 * A real value from the demo data for each route with a parameter, so that a tool walking the
 * route table can open every page: server-render.spec.ts opens each one, `npm run bench:phone`
 * (scripts/bench-lighthouse.ts) measures each one. A route added with a parameter needs one here.
 */
export const SAMPLE_PARAMS: Record<string, string> = {
  [paths.checkout.pattern]: 'quarterly',
  [paths.verifyCertificate.pattern]: 'EDU-4GPA-7KQX-3M2D', // the demo student's certificate of course 3
  [paths.aluno.course.pattern]: '1',
  [paths.aluno.exam.pattern]: '14', // an exam the demo student has not taken (exam.spec.ts uses it too)
  [paths.professor.courseEditor.pattern]: '1', // editing a course of the demo teacher
};
