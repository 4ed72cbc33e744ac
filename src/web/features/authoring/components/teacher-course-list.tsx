import { BookOpen, ClipboardList, FileText, Pencil, Users } from 'lucide-react';
import { Link } from 'wouter';
import { CATEGORY_LABELS } from '#contracts/courses';
import type { TeacherCourse } from '#contracts/authoring';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { paths } from '#web/lib/paths.ts';
import { CourseStatusBadge } from './course-status-badge.tsx';
import { plural } from '#contracts/plural';


/** The courses tab: each of the teacher's courses with its counts and moderation status. */
export function TeacherCourseList({ courses }: { courses: TeacherCourse[] }) {
  if (courses.length === 0) {
    return <p className="text-muted-foreground">Você ainda não tem cursos. Crie o primeiro em 'Novo curso'.</p>;
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label="Meus cursos">
      {courses.map((course, index) => (
        <li key={course.id}>
          <Card data-testid="teacher-course" className="overflow-hidden">
            {/* The first picture is on screen at once (often the page's largest element): fetched eagerly, first. */}
            <img
              src={course.thumbnail}
              alt=""
              width={280}
              height={158}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : undefined}
              className="aspect-[16/5] w-full object-cover"
            />
            <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
              <div className="min-w-0 space-y-1">
                <CardTitle as="h2" className="text-lg">
                  {course.title}
                </CardTitle>
                <p className="text-sm text-muted-foreground">
                  {CATEGORY_LABELS[course.category]}
                  {course.isPremium ? ' • Premium' : ''}
                </p>
              </div>
              <CourseStatusBadge status={course.status} />
            </CardHeader>
            <CardContent className="space-y-3">
              <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
                <div className="flex items-center gap-1.5"><Users className="h-4 w-4" aria-hidden="true" /><dt className="sr-only">Alunos</dt><dd>{plural(course.students, 'aluno', 'alunos')}</dd></div>
                <div className="flex items-center gap-1.5"><BookOpen className="h-4 w-4" aria-hidden="true" /><dt className="sr-only">Aulas</dt><dd>{plural(course.lessons, 'aula', 'aulas')}</dd></div>
                <div className="flex items-center gap-1.5"><FileText className="h-4 w-4" aria-hidden="true" /><dt className="sr-only">Materiais</dt><dd>{plural(course.materials, 'material', 'materiais')}</dd></div>
                <div className="flex items-center gap-1.5"><ClipboardList className="h-4 w-4" aria-hidden="true" /><dt className="sr-only">Simulados</dt><dd>{plural(course.quizzes, 'simulado', 'simulados')}</dd></div>
              </dl>
              {course.status === 'rejected' && course.rejectionReason ? (
                <p className="rounded-md border border-destructive/50 p-2 text-sm" data-testid="rejection-reason">
                  <span className="font-medium">Motivo da rejeição:</span> {course.rejectionReason}
                </p>
              ) : null}
              <Button asChild variant="outline" size="sm">
                <Link href={paths.professor.courseEditor(course.id)}>
                  <Pencil aria-hidden="true" /> Editar <span className="sr-only">{course.title}</span>
                </Link>
              </Button>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
