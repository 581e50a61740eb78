import { z } from 'zod/mini';

/** One notification as GET /notifications lists it; a type the web does not know stays a string. */
export const notificationViewSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  data: z.nullish(z.record(z.string(), z.unknown())),
  read: z.boolean(),
  createdAt: z.string(),
  readAt: z.nullish(z.string()),
});

/** GET /notifications (admin). */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationViewSchema),
  total: z.number(),
  totalPages: z.number(),
});

export type NotificationView = z.infer<typeof notificationViewSchema>;
export type NotificationPageView = z.infer<typeof notificationPageSchema>;
