import type { authEndpoints } from '#contracts/auth';
import { endpointRef } from '#contracts/http';

// The landing page signs in; refs keep the auth schemas (and zod) out of its bundle.
export const authApi = {
  login: endpointRef<typeof authEndpoints.login>('POST', '/api/auth/login'),
  demoLogin: endpointRef<typeof authEndpoints.demoLogin>('POST', '/api/auth/demo/:role'),
  demoAccounts: endpointRef<typeof authEndpoints.demoAccounts>('GET', '/api/auth/demo-accounts'),
  logout: endpointRef<typeof authEndpoints.logout>('POST', '/api/auth/logout'),
  me: endpointRef<typeof authEndpoints.me>('GET', '/api/auth/me'),
};
