import type { NotificationType } from '@ghar/contracts';

// A type the web does not know yet still shows (and routes to /admin), so it stays a string.
export type AppNotification = {
  id: string;
  type: NotificationType | (string & {});
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
  read: boolean;
  createdAt: string;
  readAt?: string | null;
};

export type NotificationPage = {
  notifications: AppNotification[];
  total: number;
  totalPages: number;
};
