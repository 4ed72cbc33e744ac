import type { notificationEndpoints } from '#contracts/notifications';
import { endpointRef } from '#contracts/http';

// The bell is in every area's header: refs (types only from the contract) keep the
// notification schemas, and with them zod, out of the area shell's start-up (issue 15 item 3).
export const notificationApi = {
  list: endpointRef<typeof notificationEndpoints.list>('GET', '/api/notifications'),
  readAll: endpointRef<typeof notificationEndpoints.readAll>('POST', '/api/notifications/read-all'),
  readOne: endpointRef<typeof notificationEndpoints.readOne>('POST', '/api/notifications/:id/read'),
  stream: endpointRef<typeof notificationEndpoints.stream>('GET', '/api/notifications/stream'),
};
