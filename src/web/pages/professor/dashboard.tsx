import { useEffect, useState, type ReactNode } from 'react';
import { ClipboardList, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'wouter';
import { Button } from '#web/components/ui/button.tsx';
import { Pagination, pagesOf } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { TEACHER_PAGE_SIZE } from '#contracts/authoring';
import { useTeacherCourses } from '#web/features/authoring/api/get-teacher-courses.ts';
import { useTeacherMaterials } from '#web/features/authoring/api/get-teacher-materials.ts';
import { useTeacherQuizzes } from '#web/features/authoring/api/get-teacher-quizzes.ts';
import { TeacherCourseList } from '#web/features/authoring/components/teacher-course-list.tsx';
import { MaterialUploadDialog } from '#web/features/authoring/components/material-upload-dialog.tsx';
import { TeacherMaterialList } from '#web/features/authoring/components/teacher-material-list.tsx';
import { TeacherQuizList } from '#web/features/authoring/components/teacher-quiz-list.tsx';
import { usePublicSettings } from '#web/features/settings/api/get-public-settings.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { PageContainer } from '#web/components/layout/page-container.tsx';

const TABS = ['cursos', 'materiais', 'simulados'] as const;
type Tab = (typeof TABS)[number];

/** The room of a tab's " (n)" count while it loads, so the tabs beside it do not slide. */
const countPlaceholder = (
  <span className="invisible" aria-hidden="true">
    {' (0)'}
  </span>
);

interface PageQuery<T> {
  data?: { items: T[]; total: number; page: number; pageSize: number };
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/**
 * Loading, error, or one page of the list and the pages around it, the same way on each tab.
 * A page left empty (its last row deleted) moves to the list's new last page.
 */
function PagedTab<T>({ query, page, onPage, children }: { query: PageQuery<T>; page: number; onPage: (page: number) => void; children: (items: T[]) => ReactNode }) {
  const pages = query.data ? pagesOf(query.data) : 1;
  const beyondEnd = query.data !== undefined && !query.isPlaceholderData && page > pages;
  useEffect(() => {
    if (beyondEnd) onPage(pages);
  }, [beyondEnd, pages, onPage]);
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
  if (query.data === undefined) return <Skeleton className="h-40" aria-hidden="true" />;
  return (
    <div className="space-y-4" aria-busy={query.isFetching && query.isPlaceholderData}>
      <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>{children(query.data.items)}</div>
      <Pagination page={Math.min(page, pages)} pages={pages} onPage={onPage} disabled={query.isPlaceholderData} />
    </div>
  );
}

/** /professor (spec "Teacher area"): tabs courses, materials and quizzes, of the signed-in teacher only. */
export default function TeacherDashboardPage() {
  // Each tab is read a page at a time (at 100 000 students a teacher may have hundreds of courses).
  const [coursePage, setCoursePage] = useState(1);
  const [materialPage, setMaterialPage] = useState(1);
  const [quizPage, setQuizPage] = useState(1);
  const courses = useTeacherCourses({ page: coursePage, pageSize: TEACHER_PAGE_SIZE });
  const materials = useTeacherMaterials({ page: materialPage, pageSize: TEACHER_PAGE_SIZE });
  const quizzes = useTeacherQuizzes({ page: quizPage, pageSize: TEACHER_PAGE_SIZE });
  const settings = usePublicSettings();
  // The upload dialog needs the platform's size limit (it asks for the courses when opened).
  // Until then its button's room is kept, so the row does not wrap later and push the tabs down.
  const uploadDialog = settings.data ? <MaterialUploadDialog maxUploadSizeMb={settings.data.maxUploadSize} /> : <Skeleton className="h-10 w-40" aria-hidden="true" />;
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'cursos';

  return (
    <PageContainer kind="wide">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Painel do Professor</h1>
          <p className="mt-1 text-muted-foreground">Seus cursos, materiais e simulados.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild>
            <Link href={paths.professor.courseEditor()}>
              <Plus aria-hidden="true" /> Novo curso
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.professor.quizEditor}>
              <ClipboardList aria-hidden="true" /> Novo simulado
            </Link>
          </Button>
          {uploadDialog}
        </div>
      </div>
      <Tabs value={tab} onValueChange={(value) => setParams(value === 'cursos' ? {} : { aba: value }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="cursos">Cursos{courses.data ? ` (${courses.data.total})` : countPlaceholder}</TabsTrigger>
          <TabsTrigger value="materiais">Materiais{materials.data ? ` (${materials.data.total})` : countPlaceholder}</TabsTrigger>
          <TabsTrigger value="simulados">Simulados{quizzes.data ? ` (${quizzes.data.total})` : countPlaceholder}</TabsTrigger>
        </TabsList>
        <TabsContent value="cursos" className="mt-4">
          <PagedTab query={courses} page={coursePage} onPage={setCoursePage}>{(items) => <TeacherCourseList courses={items} />}</PagedTab>
        </TabsContent>
        <TabsContent value="materiais" className="mt-4">
          <PagedTab query={materials} page={materialPage} onPage={setMaterialPage}>{(items) => <TeacherMaterialList materials={items} />}</PagedTab>
        </TabsContent>
        <TabsContent value="simulados" className="mt-4">
          <PagedTab query={quizzes} page={quizPage} onPage={setQuizPage}>{(items) => <TeacherQuizList quizzes={items} />}</PagedTab>
        </TabsContent>
      </Tabs>
    </PageContainer>
  );
}
