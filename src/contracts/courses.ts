import { z } from 'zod';

/** Categories of spec section 9, as slugs (filter values) with their labels. */
export const CATEGORY_LABELS = {
  tecnologia: 'Tecnologia',
  negocios: 'Negócios',
  idiomas: 'Idiomas',
  marketing: 'Marketing',
  design: 'Design',
} as const;
export const CategorySchema = z.enum(['tecnologia', 'negocios', 'idiomas', 'marketing', 'design']);
export type Category = z.infer<typeof CategorySchema>;

export const CourseStatusSchema = z.enum(['draft', 'pending', 'approved', 'rejected']);
export type CourseStatus = z.infer<typeof CourseStatusSchema>;
