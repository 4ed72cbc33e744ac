import { z } from 'zod';
import { defineEndpoint, IdParamsSchema } from './endpoint.ts';

export const CertificateSchema = z.object({
  id: z.string(),
  code: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  instructorName: z.string(),
  issuedAt: z.string(),
  /** Course workload in minutes, as printed on the certificate. */
  minutes: z.number().int(),
  score: z.number().int().nullable(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const CertificateVerificationSchema = z.object({
  code: z.string(),
  studentName: z.string(),
  courseTitle: z.string(),
  instructorName: z.string(),
  issuedAt: z.string(),
  minutes: z.number().int(),
  platformName: z.string(),
});
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;

export const CertificateCodeParamsSchema = z.object({ code: z.string().trim().min(1).max(64) });

export const certificateEndpoints = {
  list: defineEndpoint({
    method: 'GET', path: '/api/certificates', access: ['aluno'],
    summary: 'Certificados do aluno, mais recentes primeiro.',
    response: z.object({ items: z.array(CertificateSchema) }),
  }),
  download: defineEndpoint({
    method: 'GET', path: '/api/certificates/:id/pdf', access: ['aluno'],
    summary: 'PDF do certificado (A4 paisagem); só o dono pode baixar.',
    params: IdParamsSchema, response: z.any(), produces: 'application/pdf',
  }),
  verify: defineEndpoint({
    method: 'GET', path: '/api/certificates/verify/:code', access: 'public',
    summary: 'Verifica a autenticidade de um certificado pelo código.',
    params: CertificateCodeParamsSchema, response: CertificateVerificationSchema,
  }),
};
