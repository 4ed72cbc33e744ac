import { PageContainer } from '#web/components/layout/page-container.tsx';
import { EmailOutbox } from '#web/features/admin/components/email-outbox.tsx';

export default function AdminEmailsPage() {
  return (
    <PageContainer kind="wide">
      <EmailOutbox />
    </PageContainer>
  );
}
