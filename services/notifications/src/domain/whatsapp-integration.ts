import { ERROR_MESSAGES, SUCCESS_MESSAGES, type ManualMessage } from '@ghar/contracts';
import { AppError, conflict } from '@ghar/platform';
import {
  sendWhatsAppText,
  whatsappConfigured,
  type WhatsAppSettings,
} from '../data-access/channels/whatsapp-client';
import { manualText } from './manual-message';

export const WHATSAPP_NOT_CONFIGURED = 'WhatsApp is not configured';

export function whatsappStatus(settings: WhatsAppSettings) {
  return {
    cloudAPI: whatsappConfigured(settings),
    groupId: settings.groupId ?? null,
    phoneNumberId: settings.phoneNumberId ?? null,
    hasAccessToken: Boolean(settings.accessToken),
  };
}

/**
 * Sends at once (not queued) and reports the real outcome: the Integrations page is where an
 * admin checks that the channel works.
 */
export async function sendWhatsAppNow(
  settings: WhatsAppSettings,
  input: ManualMessage,
  kind: 'test' | 'message',
) {
  if (!whatsappConfigured(settings)) throw conflict(WHATSAPP_NOT_CONFIGURED);
  try {
    await sendWhatsAppText(settings, manualText(input));
  } catch (error) {
    const failed =
      kind === 'test'
        ? ERROR_MESSAGES.whatsappNotificationFailed
        : ERROR_MESSAGES.whatsappMessageFailed;
    throw new AppError(502, failed, {
      errors: [(error as Error).message],
      cause: error,
      code: 'CHANNEL_FAILED',
    });
  }
  return {
    message:
      kind === 'test' ? SUCCESS_MESSAGES.whatsappTestSent : SUCCESS_MESSAGES.whatsappMessageSent,
  };
}
