import { AuditLog } from '#web/features/audit/components/audit-log.tsx';

export default function AuditPage() {
  return <AuditLog />;
}
