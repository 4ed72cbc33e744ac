import { useMemo } from 'react';
import { Link } from 'wouter';
import { audienceKey } from '#contracts/notice-publishing';
import { BackLink } from '#web/components/layout/back-link.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useTeacherCourseOptions } from '#web/features/authoring/api/get-teacher-courses.ts';
import { CoursePicker } from '#web/features/authoring/components/course-picker.tsx';
import type { Audiences } from '#web/features/notices/components/publication-fields.tsx';
import { PublicationsManager } from '#web/features/notices/components/publications-manager.tsx';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';

/** /professor/mural (issue 12 item 7): tasks, events and announcements for the students of one of the teacher's courses. */
export default function TeacherNoticeBoardPage() {
  const courses = useTeacherCourseOptions();
  // The forms' first choice is the newest course with students (the ones a notice reaches), else
  // the newest; any other is found by its title in the field.
  const first = courses.data ? (courses.data.items.find((course) => course.students > 0) ?? courses.data.items[0]) : undefined;
  const audiences = useMemo<Audiences>(
    () => ({ kind: 'course', first: first ? { value: audienceKey.course(first.id), label: first.title } : null, field: (field) => <CoursePicker {...field} /> }),
    [first],
  );
  return (
    <PageContainer kind="wide">
      <BackLink href={paths.professor.dashboard}>Voltar ao Painel</BackLink>
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Mural dos alunos</h1>
        <p className="text-muted-foreground">Publique tarefas, eventos e avisos para os alunos de um dos seus cursos. Eles veem no Mural de Avisos e recebem uma notificação.</p>
      </div>
      {courses.isError ? (
        <p role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">Não foi possível carregar os seus cursos. {errorMessageOf(courses.error)}</p>
      ) : courses.data === undefined ? (
        <Skeleton className="h-40" aria-hidden="true" />
      ) : (
        <PublicationsManager
          publisher="teacher"
          audiences={audiences}
          audienceLabel="Curso"
          noAudience={
            <p>
              Você ainda não tem cursos. <Link href={paths.professor.courseEditor()} className="font-medium underline">Crie um curso</Link> para publicar no mural dos seus alunos.
            </p>
          }
        />
      )}
    </PageContainer>
  );
}
