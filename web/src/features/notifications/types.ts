import type { NotificationType } from '@ghar/contracts/constants';

// A type the web does not know yet still shows (and routes to /admin), so it stays a string.
export type AppNotification = {
  id: string;
  type: NotificationType | (string & {});
  title: string;
  message: string;
  data?: Record<string, unknown> | null;
  /** The text key and values the title and message are written from in the reader's language. */
  template?: { key: string; params: Record<string, string | number> };
  read: boolean;
  createdAt: string;
  readAt?: string | null;
};

export type NotificationPage = {
  notifications: AppNotification[];
  total: number;
  /** The server counted up to 100: `total` and `totalPages` are lower bounds (issue 24). */
  totalCapped?: boolean;
  totalPages: number;
};
