import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateEndpoints, type CertificateVerification } from '#contracts/certificates';
import { apiRequest } from '#web/lib/api-client.ts';

export const verifyCertificate = (code: string) => apiRequest(certificateEndpoints.verify, { params: { code } });

export const certificateVerificationQueryOptions = (code: string) =>
  queryOptions<CertificateVerification>({ queryKey: ['certificates', 'verify', code], queryFn: () => verifyCertificate(code), enabled: code.length > 0 });

export const useCertificateVerification = (code: string) => useQuery(certificateVerificationQueryOptions(code));
