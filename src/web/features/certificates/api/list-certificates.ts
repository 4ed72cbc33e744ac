import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateEndpoints, type Certificate } from '#contracts/certificates';
import { apiRequest } from '#web/lib/api-client.ts';

export const certificatesQueryKey = ['certificates'] as const;

export const listCertificates = async () => (await apiRequest(certificateEndpoints.list)).items;

export const certificatesQueryOptions = () => queryOptions<Certificate[]>({ queryKey: certificatesQueryKey, queryFn: listCertificates });

export const useCertificates = () => useQuery(certificatesQueryOptions());
