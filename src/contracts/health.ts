import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET', path: '/api/health', access: 'public',
    summary: 'Verificação de vida do processo (não consulta o banco de dados).',
    response: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
  }),
  ready: defineEndpoint({
    method: 'GET', path: '/api/ready', access: 'public',
    summary: 'Prontidão para receber tráfego: 200 quando o banco de dados responde; 503 quando não responde ou o servidor está encerrando.',
    response: z.object({ status: z.literal('ready'), database: z.enum(['sqlite', 'postgres']) }),
  }),
};
