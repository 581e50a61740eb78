import type { ManualMessage } from '@ghar/contracts/http';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@ghar/contracts/texts';
import { AppError, conflict } from '@ghar/platform';
import { manualText } from './manual-message';
import type { WhatsAppChannel } from './ports';

export const WHATSAPP_NOT_CONFIGURED = 'WhatsApp is not configured';

export function whatsappStatus(whatsapp: WhatsAppChannel) {
  return {
    cloudAPI: whatsapp.configured,
    groupId: whatsapp.groupId ?? null,
    phoneNumberId: whatsapp.phoneNumberId ?? null,
    hasAccessToken: whatsapp.hasAccessToken,
  };
}

/**
 * Sends at once (not queued) and reports the real outcome: the Integrations page is where an
 * admin checks that the channel works.
 */
export async function sendWhatsAppNow(
  whatsapp: WhatsAppChannel,
  input: ManualMessage,
  kind: 'test' | 'message',
) {
  if (!whatsapp.configured) throw conflict(WHATSAPP_NOT_CONFIGURED);
  try {
    await whatsapp.sendText(manualText(input));
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
