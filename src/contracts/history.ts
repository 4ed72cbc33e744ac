import { z } from 'zod';
import { CourseStateSchema } from './courses.ts';
import { defineEndpoint } from './endpoint.ts';

/** Months shown in the history charts (spec: six). */
export const HISTORY_MONTHS = 6;

const MonthSchema = z.object({
  /** YYYY-MM in São Paulo time */
  month: z.string(),
  /** 'Jan', 'Fev', … */
  label: z.string(),
});

export const LearningHistorySchema = z.object({
  summary: z.object({
    completedCourses: z.number().int(),
    studiedSeconds: z.number().int(),
    /** Rounded average of the best score of each completed course with a graded exam. */
    averageScore: z.number().int().nullable(),
    /** Consecutive São Paulo days with study time, ending today (or yesterday if today has none yet). */
    currentStreakDays: z.number().int(),
  }),
  monthlyHours: z.array(MonthSchema.extend({ hours: z.number() })),
  monthlyProgress: z.array(MonthSchema.extend({ completed: z.number().int(), started: z.number().int() })),
  /** Courses in state 'concluido' (certificate issued); a course waiting for its exam is in `inProgress`. */
  completed: z.array(z.object({
    courseId: z.string(),
    title: z.string(),
    instructorName: z.string(),
    completedAt: z.string(),
    studiedSeconds: z.number().int(),
    score: z.number().int().nullable(),
    certificateId: z.string().nullable(),
  })),
  inProgress: z.array(z.object({
    courseId: z.string(),
    title: z.string(),
    instructorName: z.string(),
    startedAt: z.string(),
    studiedSeconds: z.number().int(),
    totalMinutes: z.number().int(),
    progressPercent: z.number().int(),
    /** 'em-andamento', or 'simulado-pendente' when every lesson is done and the exam is not passed */
    state: CourseStateSchema,
  })),
});
export type LearningHistory = z.infer<typeof LearningHistorySchema>;

export const historyEndpoints = {
  get: defineEndpoint({
    method: 'GET', path: '/api/history', access: ['aluno'],
    summary: 'Histórico de aprendizado do aluno: resumo, gráficos dos últimos 6 meses e cursos.',
    response: LearningHistorySchema,
  }),
};
