import type { SessionEndCode } from '#contracts/http';
import type { Role } from '#contracts/endpoint';

// A leaf file (it imports no module), so every module can name the signed-in user
// without importing the session plugin or the auth module back (no cycle).

/** The signed-in user of a request, as the session plugin resolved it. */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  avatarFile: string | null;
  mustChangePassword: boolean;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** why the request's session cookie no longer opens a session (null without a cookie, or with a live one) */
    sessionEnded: SessionEndCode | null;
  }
}
