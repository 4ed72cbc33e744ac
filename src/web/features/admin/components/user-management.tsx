import { useEffect, useState } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, MoreHorizontal, Plus, Search } from 'lucide-react';
import { useSearchParams } from 'wouter';
import { ROLE_LABELS, USER_STATUS_LABELS, UserStatusSchema, type AdminUser, type AdminUserQuery, type UserSort, type UserStatus } from '#contracts/admin';
import { ROLES, type Role } from '#contracts/http';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '#web/components/ui/dropdown-menu.tsx';
import { EmailAddress } from '#web/components/ui/email-address.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { countOfList, Pagination, reachablePages } from '#web/components/ui/pagination.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessageOf } from '#web/lib/api-client.ts';
import { formatDate, formatRelative } from '#web/lib/format.ts';
import { usePageCursors } from '#web/lib/use-page-cursors.ts';
import { useAdminUsers } from '../api/list-users.ts';
import { useReactivateUser } from '../api/user-actions.ts';
import { CreateUserDialog } from './create-user-dialog.tsx';
import { UserDialogs, type UserDialog } from './user-dialogs.tsx';

const ALL = 'todos';
const STATUS_VARIANT: Record<UserStatus, 'secondary' | 'destructive' | 'outline'> = { ativo: 'secondary', suspenso: 'destructive', pendente: 'outline' };
const COLUMNS: Array<{ sort: UserSort; label: string; className?: string }> = [
  { sort: 'name', label: 'Nome' },
  { sort: 'email', label: 'E-mail', className: 'hidden lg:table-cell' },
];

function SortHeader({ column, query, onSort, className }: { column: { sort: UserSort; label: string }; query: { sort: UserSort; dir: 'asc' | 'desc' }; onSort: (sort: UserSort) => void; className?: string }) {
  const active = query.sort === column.sort;
  const Icon = !active ? ArrowUpDown : query.dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className={className} aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className="inline-flex items-center gap-1 font-medium hover:underline" onClick={() => onSort(column.sort)}>
        {column.label} <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      </button>
    </th>
  );
}

/** /admin/usuarios (issue 13 item 2): search, filters, sorting and paging on the server; create, edit, suspend, reactivate, reset. */
export function UserManagement({ currentUserId, passwordMinLength }: { currentUserId: string | undefined; passwordMinLength: number }) {
  const [params] = useSearchParams();
  const initialStatus = UserStatusSchema.safeParse(params.get('status')).data;
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState<AdminUserQuery & { page: number; sort: UserSort; dir: 'asc' | 'desc' }>({ page: 1, sort: 'createdAt', dir: 'desc', status: initialStatus });
  const [creating, setCreating] = useState(false);
  const [dialog, setDialog] = useState<UserDialog>(null);
  // The cursors belong to this search, filters and order.
  const { page, ...scope } = query;
  const { after, remember: rememberCursor } = usePageCursors(JSON.stringify(scope), page);
  const { data, isLoading, isError, error, isFetching } = useAdminUsers({ ...query, ...(after ? { after } : {}) });
  const reactivate = useReactivateUser();
  // A search counted up to its cap ("mais de 1.000") has as many pages as "Próxima" finds.
  const pages = reachablePages(page, data);
  const toPage = (to: number) => {
    if (to === page + 1) rememberCursor(to, data?.next);
    setQuery((q) => ({ ...q, page: to }));
  };

  // The search runs on the server, 300 ms after the last key.
  useEffect(() => {
    const timer = setTimeout(() => setQuery((q) => (q.q === (search.trim() || undefined) ? q : { ...q, q: search.trim() || undefined, page: 1 })), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const onSort = (sort: UserSort) =>
    setQuery((q) => ({ ...q, sort, page: 1, dir: q.sort === sort ? (q.dir === 'asc' ? 'desc' : 'asc') : sort === 'name' || sort === 'email' ? 'asc' : 'desc' }));

  const doReactivate = (user: AdminUser) =>
    reactivate.mutate(
      { id: user.id, version: user.version },
      {
        onSuccess: () => toast({ title: 'Usuário reativado', description: `${user.name} pode entrar novamente.` }),
        onError: (e) => toast({ title: 'Não foi possível reativar', description: errorMessageOf(e), variant: 'destructive' }),
      },
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">Usuários</h1>
          <p className="text-sm text-muted-foreground">Crie contas, suspenda, reative e redefina senhas. Toda ação fica na auditoria.</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" /> Novo usuário
        </Button>
      </div>

      <Card className="grid gap-4 p-4 sm:grid-cols-[1fr_auto_auto]">
        <div className="space-y-2">
          <Label htmlFor="user-search">Buscar por nome ou e-mail</Label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id="user-search" type="search" className="pl-9" value={search} maxLength={120} onChange={(e) => setSearch(e.target.value)} />
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor="user-role">Perfil</Label>
          <Select value={query.role ?? ALL} onValueChange={(v) => setQuery((q) => ({ ...q, page: 1, role: v === ALL ? undefined : (v as Role) }))}>
            <SelectTrigger id="user-role" className="sm:w-40"><SelectValue /></SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos os perfis</SelectItem>
              {ROLES.map((r) => <SelectItem key={r} value={r}>{ROLE_LABELS[r]}</SelectItem>)}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="user-status">Status</Label>
          <Select value={query.status ?? ALL} onValueChange={(v) => setQuery((q) => ({ ...q, page: 1, status: v === ALL ? undefined : (v as UserStatus) }))}>
            <SelectTrigger id="user-status" className="sm:w-40"><SelectValue /></SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>Todos os status</SelectItem>
              {UserStatusSchema.options.map((s) => <SelectItem key={s} value={s}>{USER_STATUS_LABELS[s]}</SelectItem>)}
            </SelectContent>
          </Select>
        </div>
      </Card>

      {isError ? <p role="alert" className="text-sm text-destructive">Não foi possível carregar os usuários. {errorMessageOf(error)}</p> : null}
      {isLoading ? <Skeleton className="h-96 w-full" /> : null}
      {data ? (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {countOfList(data, 'usuário', 'usuários')}
          </p>
          <Card className="overflow-hidden">
            <table className="w-full text-left text-sm" aria-busy={isFetching}>
              <caption className="sr-only">Usuários da plataforma</caption>
              <thead className="border-b bg-muted/50 text-muted-foreground [&_th]:px-4 [&_th]:py-3">
                <tr>
                  {COLUMNS.map((c) => <SortHeader key={c.sort} column={c} query={query} onSort={onSort} className={c.className} />)}
                  <th scope="col">Perfil</th>
                  <th scope="col" className="hidden sm:table-cell">Status</th>
                  <SortHeader column={{ sort: 'createdAt', label: 'Cadastro' }} query={query} onSort={onSort} className="hidden md:table-cell" />
                  <SortHeader column={{ sort: 'lastAccessAt', label: 'Último acesso' }} query={query} onSort={onSort} className="hidden md:table-cell" />
                  <th scope="col"><span className="sr-only">Ações</span></th>
                </tr>
              </thead>
              <tbody className="divide-y [&_td]:px-4 [&_td]:py-3">
                {data.users.length === 0 ? (
                  <tr>
                    <td colSpan={7} className="py-10 text-center text-muted-foreground">Nenhum usuário encontrado com estes filtros.</td>
                  </tr>
                ) : null}
                {data.users.map((user) => (
                  <tr key={user.id} data-testid="user-row">
                    <td className="min-w-0">
                      <p className="font-medium">{user.name}</p>
                      {/* Under the name on a phone, where the table must fit the screen: a part of the address wider than the column breaks too. */}
                      <p className="text-xs text-muted-foreground [overflow-wrap:anywhere] lg:hidden">
                        <EmailAddress email={user.email} />
                      </p>
                      <Badge variant={STATUS_VARIANT[user.status]} className="mt-1 sm:hidden">{USER_STATUS_LABELS[user.status]}</Badge>
                    </td>
                    <td className="hidden break-words lg:table-cell">
                      <EmailAddress email={user.email} />
                    </td>
                    <td>{ROLE_LABELS[user.role]}</td>
                    <td className="hidden sm:table-cell">
                      <Badge variant={STATUS_VARIANT[user.status]}>{USER_STATUS_LABELS[user.status]}</Badge>
                    </td>
                    <td className="hidden md:table-cell">{formatDate(user.createdAt)}</td>
                    <td className="hidden md:table-cell" suppressHydrationWarning>{user.lastAccessAt ? formatRelative(user.lastAccessAt) : 'Nunca'}</td>
                    <td className="text-right">
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button variant="ghost" size="icon" aria-label={`Ações para ${user.name}`}>
                            <MoreHorizontal aria-hidden="true" />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <DropdownMenuLabel>{user.name}</DropdownMenuLabel>
                          <DropdownMenuSeparator />
                          <DropdownMenuItem onSelect={() => setDialog({ kind: 'edit', user })}>Editar</DropdownMenuItem>
                          {user.status === 'ativo' ? (
                            <DropdownMenuItem disabled={user.id === currentUserId} onSelect={() => setDialog({ kind: 'suspend', user })}>Suspender</DropdownMenuItem>
                          ) : (
                            <DropdownMenuItem onSelect={() => doReactivate(user)}>Reativar</DropdownMenuItem>
                          )}
                          <DropdownMenuItem disabled={user.id === currentUserId} onSelect={() => setDialog({ kind: 'reset', user })}>Redefinir senha</DropdownMenuItem>
                          <DropdownMenuSeparator />
                          <DropdownMenuItem className="text-destructive" onSelect={() => setDialog({ kind: 'erase', user })}>Excluir conta (LGPD)</DropdownMenuItem>
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <Pagination page={page} pages={pages} pagesKnown={!data.totalIsAtLeast} onPage={toPage} disabled={isFetching} />
        </>
      ) : null}

      <CreateUserDialog open={creating} onOpenChange={setCreating} passwordMinLength={passwordMinLength} />
      <UserDialogs dialog={dialog} onClose={() => setDialog(null)} currentUserId={currentUserId} />
    </div>
  );
}
