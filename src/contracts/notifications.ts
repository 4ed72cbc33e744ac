import { z } from 'zod';
import { defineEndpoint, IdParamsSchema, OkSchema } from './endpoint.ts';

export const NotificationTypeSchema = z.enum(['certificate', 'course', 'reminder', 'message', 'moderation', 'billing', 'system']);
export type NotificationType = z.infer<typeof NotificationTypeSchema>;

export const NotificationSchema = z.object({
  id: z.string(),
  type: NotificationTypeSchema,
  title: z.string(),
  description: z.string(),
  link: z.string().nullable(),
  unread: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListSchema = z.object({
  items: z.array(NotificationSchema),
  unreadCount: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const NotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET', path: '/api/notifications', access: 'authenticated',
    summary: 'Notificações do usuário, mais recentes primeiro, paginadas.',
    query: NotificationListQuerySchema, response: NotificationListSchema,
  }),
  readAll: defineEndpoint({
    method: 'POST', path: '/api/notifications/read-all', access: 'authenticated',
    summary: 'Marca todas as notificações do usuário como lidas.', response: OkSchema,
  }),
  readOne: defineEndpoint({
    method: 'POST', path: '/api/notifications/:id/read', access: 'authenticated',
    summary: 'Marca uma notificação como lida.', params: IdParamsSchema, response: OkSchema,
  }),
  stream: defineEndpoint({
    method: 'GET', path: '/api/notifications/stream', access: 'authenticated',
    summary: 'Fluxo (server-sent events) das novas notificações do usuário: um evento "notification" a cada nova.',
    response: z.any(), produces: 'text/event-stream',
  }),
};

/**
 * Payload of the `notification` server-sent event on GET /api/notifications/stream.
 * `push` is the user's push preference: when on, the page pops the notification up.
 */
export const NotificationStreamEventSchema = z.object({ notification: NotificationSchema, push: z.boolean() });
export type NotificationStreamEvent = z.infer<typeof NotificationStreamEventSchema>;
