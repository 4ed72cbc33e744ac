import * as React from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STUDY_HEARTBEAT_SECONDS } from '#contracts/learning';
import { recordStudyTime } from '../api/record-study-time.ts';
import { dashboardQueryKey } from '../api/get-dashboard.ts';

/**
 * Counts the time a lesson is open and the tab visible, and reports it every 30 s, when
 * the tab is hidden and when the player closes ('Horas Estudadas' and the history charts).
 */
export function useStudyTime(courseId: string | undefined, active: boolean) {
  const queryClient = useQueryClient();
  React.useEffect(() => {
    if (!courseId || !active) return;
    let since: number | null = document.visibilityState === 'visible' ? Date.now() : null;
    const flush = () => {
      if (since === null) return;
      const seconds = (Date.now() - since) / 1000;
      if (seconds < 1) return;
      recordStudyTime(courseId, seconds);
      since = Date.now();
    };
    const interval = window.setInterval(flush, STUDY_HEARTBEAT_SECONDS * 1000);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        flush();
        since = null;
      } else {
        since = Date.now();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
      void queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    };
  }, [courseId, active, queryClient]);
}
