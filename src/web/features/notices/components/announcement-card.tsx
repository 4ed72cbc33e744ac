import { BookOpen, Sparkles, Wrench } from 'lucide-react';
import type { Announcement } from '#contracts/notices';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { formatDate, formatTime } from '#web/lib/format.ts';
import { cn } from '#web/lib/utils.ts';

const TYPES: Record<Announcement['type'], { label: string; icon: typeof Sparkles }> = {
  feature: { label: 'Novidade', icon: Sparkles },
  maintenance: { label: 'Manutenção', icon: Wrench },
  content: { label: 'Conteúdo', icon: BookOpen },
};

const PRIORITY: Record<Announcement['priority'], { border: string; icon: string; label: string }> = {
  info: { border: 'border-l-primary', icon: 'bg-primary/15 text-primary', label: 'Informativo' },
  warning: { border: 'border-l-warning', icon: 'bg-warning/15 text-warning', label: 'Atenção' },
  success: { border: 'border-l-success', icon: 'bg-success/15 text-success', label: 'Novo' },
};


export function AnnouncementCard({ announcement }: { announcement: Announcement }) {
  const type = TYPES[announcement.type];
  const priority = PRIORITY[announcement.priority];
  const Icon = type.icon;
  return (
    <Card className={cn('border-l-4', priority.border)} data-testid={`announcement-${announcement.id}`} data-priority={announcement.priority}>
      <CardContent className="flex gap-4 p-5">
        <span className={cn('flex h-10 w-10 shrink-0 items-center justify-center rounded-full', priority.icon)} data-testid="announcement-icon" data-type={announcement.type}>
          <Icon className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">{type.label}</span>
        </span>
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="font-semibold">{announcement.title}</h2>
            <Badge variant="outline">{type.label}</Badge>
            {announcement.priority === 'warning' ? <Badge variant="secondary">{priority.label}</Badge> : null}
          </div>
          <p className="text-sm">{announcement.message}</p>
          {announcement.scheduledFor ? (
            <p className="text-sm font-medium" data-testid="announcement-scheduled">
              Manutenção programada para {formatDate(announcement.scheduledFor)} às {formatTime(announcement.scheduledFor)} (horário de Brasília)
            </p>
          ) : null}
          <p className="text-xs text-muted-foreground">
            {announcement.authorName}
            {announcement.courseTitle ? ` · ${announcement.courseTitle}` : ''} · {formatDate(announcement.publishedAt)}
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
