import { CoursePicker } from '#web/features/authoring/components/course-picker.tsx';
import { StudentRoster } from '#web/features/teaching/components/student-roster.tsx';
import { PageContainer } from '#web/components/layout/page-container.tsx';

/** /professor/alunos (spec "Teacher area"): the student table with search and the send-message dialog. */
export default function TeacherStudentsPage() {
  return (
    <PageContainer kind="wide">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Alunos</h1>
        <p className="mt-1 text-muted-foreground">Quem estuda nos seus cursos: progresso, último acesso e nota de cada matrícula.</p>
      </div>
      <StudentRoster courseField={(field) => <CoursePicker {...field} scope="withStudents" noneLabel="Todos os cursos" />} />
    </PageContainer>
  );
}
