import { startTransition, useDeferredValue, useState } from 'react';
import { Bell } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import type { Role } from '#contracts/endpoint';
import { notificationsOf } from '#web/lib/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { formatRelative } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';
import { useNotifications } from '../api/list-notifications.ts';
import { useMarkAllNotificationsRead } from '../api/mark-notifications-read.ts';
import { useNotificationStream } from '../api/notification-stream.ts';
import { NotificationIcon } from './notification-icon.tsx';
import { plural } from '#contracts/plural';

const MENU_SIZE = 5;

/** The bell: unread badge, the latest notifications, 'Marcar todas como lidas' while any is unread. */
export function NotificationMenu({ role }: { role: Role }) {
  const { data, isLoading, isError } = useNotifications(1, MENU_SIZE);
  // The bell is on every area page: it keeps the page's notifications live.
  useNotificationStream();
  const markAll = useMarkAllNotificationsRead();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  // Opening draws the menu after the tap's frame (a transition), its frame before its items
  // (deferred): drawn in the tap's handler, the menu took ≈ 220 ms at 4× CPU (INP ≤ 200 ms,
  // docs/decisions/interactions-answered-within-a-frame.md). Closing stays immediate.
  const itemsShown = useDeferredValue(open);
  const changeOpen = (next: boolean) => (next ? startTransition(() => setOpen(true)) : setOpen(false));
  const unread = data?.unreadCount ?? 0;
  // No parentheses around the count: axe's label-in-name check then finds the badge's number in the name.
  const label = unread > 0 ? `Notificações: ${plural(unread, 'não lida', 'não lidas')}` : 'Notificações';
  return (
    // Not modal: a menu does not lock the page (WAI-ARIA's menu button: Tab or a click elsewhere
    // closes it). Locking the scroll and pointer events restyled every element of the page on
    // open, ≈ 250 ms on a phone (INP ≤ 200 ms; docs/decisions/interactions-answered-within-a-frame.md).
    <DropdownMenu modal={false} open={open} onOpenChange={changeOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={label} className="relative" data-testid="notification-bell">
          <Bell />
          {unread > 0 ? (
            <span
              data-testid="notification-badge"
              className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1 text-[11px] font-bold text-destructive-foreground"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 p-0">
        {/* A menu may hold only items (and labels): the title is a menu label, not a heading, and
            'Marcar todas como lidas' is an item, so the arrow keys reach it. */}
        <div className="flex items-center justify-between gap-2 px-4 py-3">
          <DropdownMenuLabel className="p-0">Notificações</DropdownMenuLabel>
          {unread > 0 ? (
            <DropdownMenuItem
              className="px-1.5 py-1 text-xs font-medium text-primary hover:underline"
              onSelect={(event) => {
                // Keep the menu open: the list below shows the items turning read.
                event.preventDefault();
                markAll.mutate();
              }}
              disabled={markAll.isPending}
            >
              Marcar todas como lidas
            </DropdownMenuItem>
          ) : null}
        </div>
        <DropdownMenuSeparator className="m-0" />
        <div className="max-h-80 overflow-y-auto">
          {/* the items' room while they are drawn, so the menu does not grow under the pointer */}
          {!itemsShown && data && data.items.length > 0 ? <div className="h-24" aria-hidden="true" /> : null}
          {isLoading ? <p className="px-4 py-6 text-center text-sm text-muted-foreground">Carregando…</p> : null}
          {isError ? <p className="px-4 py-6 text-center text-sm text-muted-foreground">Não foi possível carregar as notificações.</p> : null}
          {data && data.items.length === 0 ? (
            <p className="px-4 py-6 text-center text-sm text-muted-foreground">Você não tem notificações.</p>
          ) : null}
          {itemsShown && data?.items.map((n) => (
            // Spec: clicking an item does not mark it as read; it leads to what it is about (issue 11).
            <DropdownMenuItem
              key={n.id}
              className="items-start gap-3 rounded-none px-4 py-3"
              data-unread={n.unread}
              data-testid="notification-item"
              onSelect={() => {
                if (n.link) navigate(n.link);
              }}
            >
              <NotificationIcon type={n.type} />
              <div className="min-w-0 flex-1">
                <p className={cn('text-sm', n.unread ? 'font-semibold' : 'font-medium')}>{n.title}</p>
                <p className="line-clamp-2 text-xs text-muted-foreground">{n.description}</p>
                <p className="mt-1 text-xs text-muted-foreground" suppressHydrationWarning>{formatRelative(n.createdAt)}</p>
              </div>
              {n.unread ? <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary" aria-label="não lida" /> : null}
            </DropdownMenuItem>
          ))}
        </div>
        <DropdownMenuSeparator className="m-0" />
        <DropdownMenuItem asChild className="justify-center rounded-none py-3 text-sm font-medium text-primary">
          <Link href={notificationsOf(role)}>Ver todas as notificações</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
