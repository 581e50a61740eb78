import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TelegramStatus } from '../types';
import { integrationKeys } from './query-keys';

// The service asks Telegram who the bot is, so "connected" means the token really works.
export const getTelegramStatus = (): Promise<TelegramStatus> =>
  api.get<TelegramStatus>('/notifications/telegram-status');

export const useTelegramStatus = () =>
  useQuery({ queryKey: integrationKeys.telegram, queryFn: getTelegramStatus, staleTime: 0 });
