import type { TeacherMessage } from '#contracts/notices';
import { Avatar, AvatarFallback, AvatarImage } from '#web/components/ui/avatar.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { formatDate, formatRelative } from '#web/lib/format.ts';
import { initialsOf } from '#web/lib/utils.ts';

export function TeacherMessageCard({ message }: { message: TeacherMessage }) {
  return (
    <Card data-testid="teacher-message">
      <CardContent className="flex gap-4 p-5">
        <Avatar className="h-11 w-11">
          {message.teacherAvatarUrl ? <AvatarImage src={message.teacherAvatarUrl} alt="" /> : null}
          <AvatarFallback>{initialsOf(message.teacherName)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <h2 className="font-semibold">{message.teacherName}</h2>
            <time dateTime={message.createdAt} title={formatDate(message.createdAt)} className="text-xs text-muted-foreground" suppressHydrationWarning>
              {formatRelative(message.createdAt)}
            </time>
          </div>
          {message.courseTitle ? <p className="text-xs font-medium text-primary">{message.courseTitle}</p> : null}
          <p className="whitespace-pre-line text-sm">{message.message}</p>
        </div>
      </CardContent>
    </Card>
  );
}
