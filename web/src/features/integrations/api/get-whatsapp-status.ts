import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WhatsAppStatus } from '../types';
import { integrationKeys } from './query-keys';

export const getWhatsAppStatus = (): Promise<WhatsAppStatus> =>
  api.get<WhatsAppStatus>('/notifications/whatsapp-status');

export const useWhatsAppStatus = () =>
  useQuery({ queryKey: integrationKeys.whatsapp, queryFn: getWhatsAppStatus, staleTime: 0 });
