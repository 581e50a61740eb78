import {
  NOTIFICATION_DATE_FILTERS,
  NOTIFICATION_READ_FILTERS,
  NOTIFICATION_TYPES,
  PAGE_SIZES,
  type NotificationDateFilter,
  type NotificationReadFilter,
  type NotificationType,
} from '@ghar/contracts/constants';
import type { NotificationQuery } from '@ghar/contracts/http';

// The admin page's filters, kept in the address so Refresh, Back and a shared link keep them.
export type NotificationFilters = {
  search: string;
  type?: NotificationType;
  read?: NotificationReadFilter;
  date?: NotificationDateFilter;
  page: number;
};

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | undefined =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

export const readFilters = (params: URLSearchParams): NotificationFilters => ({
  search: params.get('q') ?? '',
  type: oneOf(NOTIFICATION_TYPES, params.get('type')),
  read: oneOf(NOTIFICATION_READ_FILTERS, params.get('read')),
  date: oneOf(NOTIFICATION_DATE_FILTERS, params.get('date')),
  page: pageOf(params.get('page')),
});

// "All" and the first page are the defaults and stay out of the address.
export const writeFilters = (filters: NotificationFilters): URLSearchParams => {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.type) params.set('type', filters.type);
  if (filters.read) params.set('read', filters.read);
  if (filters.date) params.set('date', filters.date);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
};

// Part 2 §7: page and limit (20) always; search, type, read and date only when set.
export const toNotificationQuery = (filters: NotificationFilters): NotificationQuery => {
  const search = filters.search.trim();
  return {
    page: filters.page,
    limit: PAGE_SIZES.notificationsPage,
    ...(search ? { search } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.read ? { read: filters.read } : {}),
    ...(filters.date ? { date: filters.date } : {}),
  };
};
