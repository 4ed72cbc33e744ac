import type { ReactNode } from 'react';

/**
 * A course chosen in one of this feature's forms. The field itself (a search over the teacher's
 * courses) belongs to the authoring feature: the page passes it in, as pages compose features.
 */
export interface CourseFieldProps {
  id?: string;
  label: string;
  value: string | null;
  /** The chosen course's title, when known here. */
  valueTitle?: string;
  onChange: (course: { id: string; title: string } | null) => void;
}
export type CourseField = (field: CourseFieldProps) => ReactNode;
