import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { useModerationCourses } from '#web/features/moderation/api/get-moderation-courses.ts';
import { useModerationStudents } from '#web/features/moderation/api/get-moderation-students.ts';
import { ApprovedCourseList, PendingCourseList } from '#web/features/moderation/components/moderation-course-list.tsx';
import { ModerationStudentList } from '#web/features/moderation/components/moderation-student-list.tsx';
import { MODERATION_COURSE_LIST_LIMIT } from '#contracts/moderation';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';

const TABS = ['cursos', 'alunos'] as const;
type Tab = (typeof TABS)[number];

/**
 * While the pending courses load: two course cards' worth of room, so the next section starts
 * below a phone's fold and is not pushed down when the (usually non-empty) queue arrives.
 */
const pendingCoursesPlaceholder = (
  <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
    <Skeleton className="h-80" />
    <Skeleton className="h-80" />
  </div>
);

/** The room of a tab's " (n)" count while it loads, so the tabs beside it do not slide. */
const countPlaceholder = (
  <span className="invisible" aria-hidden="true">
    {' (0)'}
  </span>
);

function Loaded<T>({ query, placeholder = <Skeleton className="h-40" aria-hidden="true" />, children }: { query: { data?: T; isError: boolean; error: unknown; refetch: () => unknown }; placeholder?: ReactNode; children: (data: T) => ReactNode }) {
  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">
        <p>Não foi possível carregar. {errorMessageOf(query.error)}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  if (query.data === undefined) return <>{placeholder}</>;
  return <>{children(query.data)}</>;
}

/** The pending list holds at most the limit: a full list may have more behind it. */
const queueCount = (shown: number) => (shown >= MODERATION_COURSE_LIST_LIMIT ? `${shown}+` : String(shown));

/** /admin/moderacao (spec "Administrator area"): tabs courses and students; rejection asks for a reason. */
export default function AdminModerationPage() {
  const pendingCourses = useModerationCourses('pending');
  const approvedCourses = useModerationCourses('approved');
  const pendingStudents = useModerationStudents('pendente');
  const rejectedStudents = useModerationStudents('rejeitado');
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'cursos';

  return (
    <PageContainer kind="wide">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Moderação</h1>
        <p className="mt-1 text-muted-foreground">Cursos enviados pelos professores e documentos dos alunos.</p>
      </div>
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'cursos' ? {} : { aba: value }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="cursos">Cursos{pendingCourses.data ? ` (${queueCount(pendingCourses.data.length)})` : countPlaceholder}</TabsTrigger>
          <TabsTrigger value="alunos">Alunos{pendingStudents.data ? ` (${pendingStudents.data.length})` : countPlaceholder}</TabsTrigger>
        </TabsList>
        <TabsContent value="cursos" className="mt-4 space-y-8">
          <section aria-labelledby="pending-courses" className="space-y-3">
            <h2 id="pending-courses" className="text-xl font-semibold">Aguardando aprovação</h2>
            <Loaded query={pendingCourses} placeholder={pendingCoursesPlaceholder}>{(data) => <PendingCourseList courses={data} />}</Loaded>
          </section>
          <section aria-labelledby="approved-courses" className="space-y-3">
            <h2 id="approved-courses" className="text-xl font-semibold">Aprovados</h2>
            <Loaded query={approvedCourses}>{(data) => <ApprovedCourseList courses={data} />}</Loaded>
          </section>
        </TabsContent>
        <TabsContent value="alunos" className="mt-4 space-y-8">
          <section aria-labelledby="pending-students" className="space-y-3">
            <h2 id="pending-students" className="text-xl font-semibold">Documentos pendentes</h2>
            <Loaded query={pendingStudents}>{(data) => <ModerationStudentList students={data} decidable />}</Loaded>
          </section>
          <section aria-labelledby="rejected-students" className="space-y-3">
            <h2 id="rejected-students" className="text-xl font-semibold">Documentos recusados</h2>
            <Loaded query={rejectedStudents}>{(data) => <ModerationStudentList students={data} decidable={false} />}</Loaded>
          </section>
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
