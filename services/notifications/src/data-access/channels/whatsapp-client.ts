import {
  DeliveryError,
  isPermanentStatus,
  plainText,
  type ChannelSender,
} from '../../domain/channels';
import type { UserNoticeSender, WhatsAppChannel } from '../../domain/ports';
import { whatsappTemplateFor } from '../../domain/user-notice-messages';

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

/** POSTs one message to the Cloud API; a refusal or an unreachable API is a DeliveryError. */
async function postMessage(
  settings: Pick<WhatsAppSettings, 'apiBase' | 'phoneNumberId' | 'accessToken' | 'timeoutMs'>,
  message: Record<string, unknown>,
): Promise<void> {
  const url = `${settings.apiBase.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId!)}/messages`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ messaging_product: 'whatsapp', ...message }),
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
  await postMessage(settings, {
    ...destination,
    type: 'text',
    text: { preview_url: false, body },
  });
}

/** Users' notices need the sending number and its token only: each goes to the user's mobile. */
export function whatsappUserConfigured(settings: WhatsAppSettings): boolean {
  return Boolean(settings.phoneNumberId && settings.accessToken);
}

/**
 * A user's notice as a template message (issue 27 item 3): outside a conversation the user
 * opened, the Cloud API delivers only approved templates, one per kind and language.
 */
export function whatsappUserSender(settings: WhatsAppSettings): UserNoticeSender {
  return {
    async send(notice) {
      const template = whatsappTemplateFor(notice);
      await postMessage(settings, {
        recipient_type: 'individual',
        to: notice.to,
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.languageCode },
          components: [
            {
              type: 'body',
              parameters: template.params.map((text) => ({ type: 'text', text })),
            },
          ],
        },
      });
    },
  };
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
