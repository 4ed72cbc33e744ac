import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { auditEndpoints, type AuditQuery } from '#contracts/audit';
import { apiRequest } from '#web/lib/api-client.ts';

/** Every audit query key starts here (admin actions elsewhere refresh it). */
const auditQueryKey = ['audit'] as const;

export const listAudit = (query: AuditQuery) => apiRequest(auditEndpoints.list, { query });

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({ queryKey: [...auditQueryKey, query], queryFn: () => listAudit(query), placeholderData: keepPreviousData });

export const useAudit = (query: AuditQuery) => useQuery(auditQueryOptions(query));
