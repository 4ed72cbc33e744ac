import { PageContainer } from '#web/components/layout/page-container.tsx';
import { AuditLog } from '#web/features/audit/components/audit-log.tsx';

export default function AuditPage() {
  return (
    <PageContainer kind="wide">
      <AuditLog />
    </PageContainer>
  );
}
