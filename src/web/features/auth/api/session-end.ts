import { useSearchParams } from 'wouter';
import { isSameSitePath, SESSION_END_MESSAGES, SESSION_END_PARAM, type Role } from '#contracts/http';
import { homeOf } from '#web/lib/paths.ts';

/**
 * What the sign-in page reads after a session ended under a page (lib/api-client.ts and the
 * server send the visitor to `/?sessao={code}&next={path}`): the sentence that says why, and
 * where the visitor goes once signed in again.
 */
export function useSessionEnd() {
  const [params] = useSearchParams();
  const code = params.get(SESSION_END_PARAM);
  const message = code && code in SESSION_END_MESSAGES ? SESSION_END_MESSAGES[code as keyof typeof SESSION_END_MESSAGES] : null;
  const next = params.get('next');
  return {
    message,
    /** The page the visitor was on when it belongs to the area of the account now signed in; else its home. */
    destinationFor: (role: Role) => (isSameSitePath(next) && (next === homeOf(role) || next.startsWith(`${homeOf(role)}/`) || next.startsWith(`${homeOf(role)}?`)) ? next : homeOf(role)),
  };
}
