import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const healthEndpoints = {
  health: defineEndpoint({
    method: 'GET', path: '/api/health', access: 'public',
    summary: 'Verificação de vida do servidor e do banco de dados.',
    response: z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) }),
  }),
};
