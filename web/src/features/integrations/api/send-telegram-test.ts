import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type TelegramTestResult = { message: string; notification?: { message?: string } };

export const sendTelegramTest = (message: string): Promise<TelegramTestResult> =>
  api.post<TelegramTestResult>('/notifications/test-telegram', { message, type: 'TEST' });

export const useSendTelegramTest = () => useMutation({ mutationFn: sendTelegramTest });
