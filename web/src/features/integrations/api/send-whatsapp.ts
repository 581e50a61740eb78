import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ChannelMessage } from '../types';

export type WhatsAppSendKind = 'test' | 'message';

const endpoints: Record<WhatsAppSendKind, string> = {
  test: '/notifications/test-whatsapp',
  message: '/notifications/send-whatsapp',
};

// Sent at once, not queued: the answer is the channel's real outcome.
export const sendWhatsApp = ({
  kind,
  body,
}: {
  kind: WhatsAppSendKind;
  body: ChannelMessage;
}): Promise<{ message: string }> => api.post<{ message: string }>(endpoints[kind], body);

export const useSendWhatsApp = () => useMutation({ mutationFn: sendWhatsApp });
