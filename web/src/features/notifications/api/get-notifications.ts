import type { NotificationQuery } from '@ghar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { NotificationPage } from '../types';
import { notificationKeys } from './query-keys';

export const getNotifications = (query: NotificationQuery): Promise<NotificationPage> =>
  api.get<NotificationPage>('/notifications', { query });

export const useNotifications = (query: NotificationQuery, options: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: notificationKeys.list(query),
    queryFn: () => getNotifications(query),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
