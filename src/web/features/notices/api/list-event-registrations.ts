import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client.ts';
import { publicationsQueryOptions, publishingEndpoints, type Publisher } from './list-publications.ts';

/** Who registered for one of the publisher's events (loaded when the list is opened). */
export const useEventRegistrations = (publisher: Publisher, eventId: string | null) =>
  useQuery({
    queryKey: [...publicationsQueryOptions(publisher).queryKey, 'registrations', eventId],
    queryFn: () => apiRequest(publishingEndpoints[publisher].eventRegistrations, { params: { id: eventId! } }),
    enabled: eventId !== null,
  });
