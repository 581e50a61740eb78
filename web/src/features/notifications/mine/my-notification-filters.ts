import {
  NOTIFICATION_READ_FILTERS,
  PAGE_SIZES,
  USER_NOTIFICATION_TYPES,
  type NotificationReadFilter,
  type UserNotificationType,
} from '@ghar/contracts/constants';
import type { UserNotificationQuery } from '@ghar/contracts/http';

// The /notifications page's filters, kept in the address so Back and a reload keep them.
export type MyNotificationFilters = {
  read?: NotificationReadFilter;
  type?: UserNotificationType;
  page: number;
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

export const readMyFilters = (params: URLSearchParams): MyNotificationFilters => {
  const page = Number(params.get('page'));
  return {
    read: oneOf(NOTIFICATION_READ_FILTERS, params.get('read')),
    type: oneOf(USER_NOTIFICATION_TYPES, params.get('type')),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
};

// "All" and the first page are the defaults and stay out of the address.
export const writeMyFilters = (filters: MyNotificationFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.read) params.set('read', filters.read);
  if (filters.type) params.set('type', filters.type);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

export const myNotificationQuery = (filters: MyNotificationFilters): UserNotificationQuery => ({
  page: filters.page,
  limit: PAGE_SIZES.notificationsPage,
  ...(filters.read ? { read: filters.read } : {}),
  ...(filters.type ? { type: filters.type } : {}),
});
