import { useEffect, useRef, useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, Download, MessageSquare, Search, Users } from 'lucide-react';
import { ROSTER_PAGE_SIZES, type RosterSort, type StudentRow, type StudentStatus } from '#contracts/teaching';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { countOfList, reachablePages } from '#web/components/ui/pagination.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { usePageCursors } from '#web/lib/use-page-cursors.ts';
import { useExportRoster } from '../api/export-roster.ts';
import { useRoster } from '../api/get-roster.ts';
import type { MessageTarget } from '../api/send-message.ts';
import type { CourseField } from './course-field.ts';
import { MessageDialog } from './message-dialog.tsx';

const SEARCH_DEBOUNCE_MS = 300;
/** Select items cannot carry an empty value (spec section 5): 'todos' stands for no filter. */
const ALL = 'todos';

/** Every column but the e-mail sorts (the search finds an e-mail). */
const COLUMNS: Array<{ key: RosterSort | 'email'; label: string }> = [
  { key: 'name', label: 'Nome' },
  { key: 'email', label: 'E-mail' },
  { key: 'course', label: 'Curso' },
  { key: 'progress', label: 'Progresso' },
  { key: 'lastAccess', label: 'Último acesso' },
  { key: 'status', label: 'Status' },
  { key: 'grade', label: 'Nota' },
];

/**
 * /professor/alunos (spec "Teacher area", "Student row"): the teacher's students, one row
 * per student and course. Search, filters, sorting and paging run on the server; the CSV
 * export takes the same filters (every page).
 */
export function StudentRoster({ courseField }: { courseField: CourseField }) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  // The course filter: its id and title (the class message names it).
  const [course, setCourse] = useState<{ id: string; title: string } | null>(null);
  const courseId = course?.id ?? ALL;
  const [status, setStatus] = useState(ALL);
  // No column chosen: by name, or by relevance while searching (the server decides).
  const [sort, setSort] = useState<RosterSort | undefined>(undefined);
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(20);
  const [target, setTarget] = useState<MessageTarget | null>(null);

  // Search after typing stops; a new search starts on page 1.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const timer = setTimeout(() => {
      setQ(text.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const filters = {
    q: q || undefined,
    courseId: courseId === ALL ? undefined : courseId,
    status: status === ALL ? undefined : (status as StudentStatus),
    sort,
    order,
  };
  // The cursors belong to these filters and page size.
  const { after, remember: rememberCursor } = usePageCursors(JSON.stringify({ ...filters, pageSize }), page);
  const roster = useRoster({ ...filters, page, pageSize, ...(after ? { after } : {}) });
  const exporting = useExportRoster();
  const data = roster.data;
  const pages = reachablePages(page, data);
  const selectedCourse = course;

  const shownSort = sort ?? (q ? undefined : 'name');
  const sortBy = (key: RosterSort) => {
    if (key === shownSort) setOrder(order === 'asc' ? 'desc' : 'asc');
    else {
      setSort(key);
      setOrder(key === 'progress' || key === 'grade' || key === 'lastAccess' ? 'desc' : 'asc');
    }
    setPage(1);
  };

  const exportCsv = () =>
    exporting.mutate(filters, {
      onError: (error) => toast({ title: 'Não foi possível exportar', description: errorMessageOf(error), variant: 'destructive' }),
    });

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)]">
        <div className="space-y-1.5">
          <Label htmlFor="roster-search">Buscar</Label>
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input id="roster-search" type="search" placeholder="Nome, e-mail ou curso" className="pl-9" value={text} onChange={(event) => setText(event.target.value)} />
          </div>
        </div>
        <div>
          {courseField({
            id: 'roster-course',
            label: 'Curso',
            value: course?.id ?? null,
            valueTitle: course?.title,
            onChange: (next) => {
              setCourse(next ? { id: next.id, title: next.title } : null);
              setPage(1);
            },
          })}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="roster-status">Status</Label>
          <Select value={status} onValueChange={(value) => { setStatus(value); setPage(1); }}>
            <SelectTrigger id="roster-status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos</SelectItem>
              <SelectItem value="Ativo">Ativo</SelectItem>
              <SelectItem value="Inativo">Inativo</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {data ? countOfList(data, 'matrícula encontrada', 'matrículas encontradas') : 'Carregando alunos...'}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={!selectedCourse}
            title={selectedCourse ? undefined : 'Escolha um curso no filtro para escrever à turma'}
            onClick={() => selectedCourse && setTarget({ kind: 'course', courseId: selectedCourse.id, course: selectedCourse.title })}
          >
            <Users aria-hidden="true" /> Mensagem para a turma
          </Button>
          <Button variant="outline" onClick={exportCsv} disabled={exporting.isPending || !data || data.total === 0}>
            <Download aria-hidden="true" /> {exporting.isPending ? 'Exportando...' : 'Exportar CSV'}
          </Button>
        </div>
      </div>

      {roster.isError ? (
        <div role="alert" className="rounded-xl border border-destructive/50 p-4 text-sm">
          <p>Não foi possível carregar os alunos. {errorMessageOf(roster.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void roster.refetch()}>
            Tentar novamente
          </Button>
        </div>
      ) : !data ? (
        <Skeleton className="h-72" aria-hidden="true" />
      ) : data.total === 0 ? (
        <p className="rounded-xl border p-6 text-center text-muted-foreground">
          {q || courseId !== ALL || status !== ALL ? 'Nenhum aluno corresponde aos filtros.' : 'Nenhum aluno matriculado nos seus cursos ainda.'}
        </p>
      ) : (
        <div className="relative overflow-x-auto rounded-xl border" aria-busy={roster.isFetching}>
          <table className="w-full min-w-[56rem] text-sm" data-testid="student-table">
            <caption className="sr-only">Seus alunos, ordenados por {shownSort ? `${COLUMNS.find((c) => c.key === shownSort)?.label} (${order === 'asc' ? 'crescente' : 'decrescente'})` : 'relevância da busca'}</caption>
            <thead className="bg-muted/50 text-left">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column.key} scope="col" className="p-1 font-medium" aria-sort={shownSort === column.key ? (order === 'asc' ? 'ascending' : 'descending') : undefined}>
                    {column.key === 'email' ? (
                      <span className="inline-flex px-2 py-1.5">{column.label}</span>
                    ) : (
                      <button type="button" className="inline-flex items-center gap-1 rounded-md px-2 py-1.5 hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" onClick={() => sortBy(column.key as RosterSort)}>
                        {column.label}
                        {shownSort === column.key ? (
                          order === 'asc' ? <ArrowUp aria-hidden="true" className="size-3.5" /> : <ArrowDown aria-hidden="true" className="size-3.5" />
                        ) : (
                          <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                        )}
                      </button>
                    )}
                  </th>
                ))}
                <th scope="col" className="p-3 font-medium">
                  <span className="sr-only">Ações</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <StudentRowView key={row.id} row={row} onMessage={() => setTarget({ kind: 'student', studentId: row.studentId, name: row.name, courseId: row.courseId, course: row.course })} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && data.total > 0 ? (
        <nav aria-label="Paginação" className="flex flex-wrap items-center justify-between gap-3 text-sm">
          <div className="flex items-center gap-2">
            <Label htmlFor="roster-page-size" className="font-normal text-muted-foreground">
              Por página
            </Label>
            <Select value={String(pageSize)} onValueChange={(value) => { setPageSize(Number(value)); setPage(1); }}>
              <SelectTrigger id="roster-page-size" className="w-20">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {ROSTER_PAGE_SIZES.map((size) => (
                  <SelectItem key={size} value={String(size)}>
                    {size}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <div className="flex items-center gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Anterior
            </Button>
            <span aria-current="page">
              {data.totalIsAtLeast ? `Página ${page}` : `Página ${Math.min(page, pages)} de ${pages}`}
            </span>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pages}
              onClick={() => {
                rememberCursor(page + 1, data.next);
                setPage(page + 1);
              }}
            >
              Próxima
            </Button>
          </div>
        </nav>
      ) : null}

      <MessageDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}

function StudentRowView({ row, onMessage }: { row: StudentRow; onMessage: () => void }) {
  return (
    <tr className="border-t" data-testid="student-row">
      <td className="p-3 font-medium">{row.name}</td>
      <td className="p-3 break-words" data-testid="student-email">
        <EmailAddress email={row.email} />
      </td>
      <td className="p-3">{row.course}</td>
      <td className="p-3">
        <div className="flex items-center gap-2">
          <Progress value={row.progress} className="h-2 w-16" aria-label={`Progresso de ${row.name} em ${row.course}`} />
          <span className="tabular-nums">{row.progress}%</span>
        </div>
      </td>
      <td className="p-3 tabular-nums">{formatDate(row.lastAccess)}</td>
      <td className="p-3">
        <Badge variant={row.status === 'Ativo' ? 'default' : 'secondary'}>{row.status}</Badge>
      </td>
      <td className="p-3 tabular-nums">{row.grade === null ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="sr-only">Sem nota</span>
          </>
        ) : (
          `${row.grade}%`
        )}</td>
      <td className="p-3">
        <Button variant="ghost" size="sm" onClick={onMessage}>
          <MessageSquare aria-hidden="true" /> Mensagem <span className="sr-only">para {row.name} ({row.course})</span>
        </Button>
      </td>
    </tr>
  );
}
