import { Award, Bell, BookOpen, Clock, CreditCard, MessageSquare, ShieldCheck } from 'lucide-react';
import type { NotificationType } from '#contracts/notifications';

const ICONS: Record<NotificationType, typeof Bell> = {
  certificate: Award,
  course: BookOpen,
  reminder: Clock,
  message: MessageSquare,
  moderation: ShieldCheck,
  billing: CreditCard,
  system: Bell,
};

export function NotificationIcon({ type }: { type: NotificationType }) {
  const Icon = ICONS[type] ?? Bell;
  return (
    <span className="mt-0.5 flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary">
      <Icon className="h-4 w-4" aria-hidden="true" />
    </span>
  );
}
