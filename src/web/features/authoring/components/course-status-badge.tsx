import { COURSE_STATUS_LABELS, type CourseStatus } from '#contracts/authoring';
import { Badge, type BadgeProps } from '#web/components/ui/badge.tsx';

const VARIANTS: Record<CourseStatus, BadgeProps['variant']> = { draft: 'outline', pending: 'secondary', approved: 'default', rejected: 'destructive', unpublished: 'destructive' };

/** The moderation status: Rascunho, Em análise, Aprovado, Rejeitado. */
export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  return (
    <Badge variant={VARIANTS[status]} data-testid="course-status">
      {COURSE_STATUS_LABELS[status]}
    </Badge>
  );
}
