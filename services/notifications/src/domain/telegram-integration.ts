import type { ManualMessage } from '@ghar/contracts/http';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { AppError, conflict } from '@ghar/platform';
import { manualText } from './manual-message';
import type { TelegramChannel } from './ports';

export const TELEGRAM_NOT_CONFIGURED = 'Telegram is not configured';

/** Asks the bot API who the bot is, so "connected" means the token and the API really work. */
export async function telegramStatus(telegram: TelegramChannel) {
  if (!telegram.configured) return { telegramConnected: false, message: TELEGRAM_NOT_CONFIGURED };
  try {
    const bot = await telegram.botName();
    return { telegramConnected: true, message: `Connected to Telegram as @${bot}` };
  } catch (error) {
    return { telegramConnected: false, message: (error as Error).message };
  }
}

export async function sendTelegramTest(telegram: TelegramChannel, input: ManualMessage) {
  if (!telegram.configured) throw conflict(TELEGRAM_NOT_CONFIGURED);
  const text = manualText(input);
  try {
    await telegram.sendText(text);
  } catch (error) {
    throw new AppError(502, ERROR_MESSAGES.testMessageFailed, {
      errors: [(error as Error).message],
      cause: error,
      code: 'CHANNEL_FAILED',
    });
  }
  return { message: 'Test message sent to Telegram', notification: { message: text } };
}
