import { EmailOutbox } from '#web/features/admin/components/email-outbox.tsx';

export default function AdminEmailsPage() {
  return <EmailOutbox />;
}
