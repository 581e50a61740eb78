import { notificationPageSchema, type NotificationQuery } from '@ghar/contracts/http';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { NotificationPage } from '../types';
import { notificationKeys } from './query-keys';

// Checked against the contracts' schema: a change of shape on the server fails here, loudly.
export const getNotifications = async (query: NotificationQuery): Promise<NotificationPage> =>
  notificationPageSchema.parse(await api.get<unknown>('/notifications', { query }));

export const useNotifications = (query: NotificationQuery, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: () => getNotifications(query),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
