import { useTeacherCourseOptions } from '#web/features/authoring/api/get-teacher-courses.ts';
import { StudentRoster } from '#web/features/teaching/components/student-roster.tsx';
import { PageContainer } from '#web/components/layout/page-container.tsx';

/** /professor/alunos (spec "Teacher area"): the student table with search and the send-message dialog. */
export default function TeacherStudentsPage() {
  const courses = useTeacherCourseOptions();
  // The course filter and the class message offer the courses that have students.
  const withStudents = (courses.data ?? []).filter((c) => c.students > 0).map((c) => ({ id: c.id, title: c.title }));
  return (
    <PageContainer kind="wide">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Alunos</h1>
        <p className="mt-1 text-muted-foreground">Quem estuda nos seus cursos: progresso, último acesso e nota de cada matrícula.</p>
      </div>
      <StudentRoster courses={withStudents} />
    </PageContainer>
  );
}
