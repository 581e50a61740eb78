import {
  DeliveryError,
  isPermanentStatus,
  plainText,
  type ChannelSender,
} from '../../domain/channels';
import type { WhatsAppChannel } from '../../domain/ports';

export interface WhatsAppSettings {
  apiBase: string;
  phoneNumberId?: string;
  accessToken?: string;
  recipient?: string;
  groupId?: string;
  timeoutMs: number;
}

export function whatsappConfigured(settings: WhatsAppSettings): boolean {
  return Boolean(
    settings.phoneNumberId && settings.accessToken && (settings.recipient || settings.groupId),
  );
}

function errorDetail(body: unknown): string {
  const error = (body as { error?: { message?: unknown } } | null)?.error;
  return typeof error?.message === 'string' ? error.message : 'no error message';
}

/**
 * Sends one text message through the WhatsApp Cloud API. The group, when configured, is the
 * admins' shared destination and wins over the single recipient.
 */
export async function sendWhatsAppText(settings: WhatsAppSettings, body: string): Promise<void> {
  if (!whatsappConfigured(settings))
    throw new DeliveryError('WhatsApp is not configured', { permanent: true });
  const destination = settings.groupId
    ? { recipient_type: 'group', to: settings.groupId }
    : { recipient_type: 'individual', to: settings.recipient };
  const url = `${settings.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId!)}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        ...destination,
        type: 'text',
        text: { preview_url: false, body },
      }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
  } catch (error) {
    throw new DeliveryError(`WhatsApp API unreachable: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!response.ok) {
    const detail = errorDetail(await response.json().catch(() => null));
    throw new DeliveryError(`WhatsApp API answered ${response.status}: ${detail}`, {
      permanent: isPermanentStatus(response.status),
    });
  }
}

export function whatsappSender(settings: WhatsAppSettings): ChannelSender {
  return { send: (message) => sendWhatsAppText(settings, plainText(message)) };
}

/** The Integrations page's view of WhatsApp: whether it is set up, and a send that reports failure. */
export function whatsappChannel(settings: WhatsAppSettings): WhatsAppChannel {
  return {
    configured: whatsappConfigured(settings),
    groupId: settings.groupId,
    phoneNumberId: settings.phoneNumberId,
    hasAccessToken: Boolean(settings.accessToken),
    sendText: (text) => sendWhatsAppText(settings, text),
  };
}
