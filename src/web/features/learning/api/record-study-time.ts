import { CSRF_HEADER } from '#contracts/http';
import { learningEndpoints, STUDY_HEARTBEAT_MAX_SECONDS } from '#contracts/learning';
import { endpointUrl } from '#web/lib/api-client.ts';

/**
 * Reports seconds studied in the player. `keepalive` lets the last report leave while the
 * page closes. Failures are ignored: study time is a statistic, not worth an error toast.
 */
export function recordStudyTime(courseId: string, seconds: number): void {
  const whole = Math.min(STUDY_HEARTBEAT_MAX_SECONDS, Math.floor(seconds));
  if (whole < 1) return;
  void fetch(endpointUrl(learningEndpoints.recordStudyTime, { params: { id: courseId } }), {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    body: JSON.stringify({ seconds: whole }),
  }).catch(() => undefined);
}
