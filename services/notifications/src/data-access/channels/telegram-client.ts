import { Telegram } from 'telegraf';
import {
  DeliveryError,
  isPermanentStatus,
  plainText,
  type ChannelSender,
} from '../../domain/channels';
import type { TelegramChannel } from '../../domain/ports';

export interface TelegramSettings {
  apiRoot: string;
  botToken?: string;
  chatId?: string;
  timeoutMs: number;
}

export function telegramConfigured(settings: TelegramSettings): boolean {
  return Boolean(settings.botToken && settings.chatId);
}

type CallOptions = Parameters<Telegram['callApi']>[2];

/** telegraf's own timeout is minutes long; an abort signal keeps a hung API from holding a worker. */
function timeout(settings: TelegramSettings): CallOptions {
  return {
    signal: AbortSignal.timeout(
      settings.timeoutMs,
    ) as unknown as NonNullable<CallOptions>['signal'],
  };
}

/**
 * The bot token is part of every Bot API address, and telegraf puts that address in some
 * errors (a non-JSON answer: "invalid json response body at …/bot<token>/getMe"). The message
 * reaches the admin page, the stored delivery and the logs, so the token is cut out of it.
 */
export function redactBotToken(text: string, token: string | undefined): string {
  const withoutToken = token ? text.split(token).join('[redacted]') : text;
  return withoutToken.replace(/\/bot[^/\s]+/g, '/bot[redacted]');
}

function asDeliveryError(error: unknown, token: string | undefined): DeliveryError {
  const code = (error as { code?: unknown }).code;
  const status = typeof code === 'number' ? code : undefined;
  // No `cause`: the logger prints causes' messages, which are the unredacted text.
  return new DeliveryError(
    redactBotToken(`Telegram API failed: ${(error as Error).message}`, token),
    { permanent: status !== undefined && isPermanentStatus(status) },
  );
}

/** A thin client over telegraf's Telegram API class, with the API root configurable for tests. */
export function telegramClient(settings: TelegramSettings): TelegramChannel {
  const api = () => {
    if (!telegramConfigured(settings)) {
      throw new DeliveryError('Telegram is not configured', { permanent: true });
    }
    return new Telegram(settings.botToken!, { apiRoot: settings.apiRoot });
  };
  return {
    configured: telegramConfigured(settings),

    async sendText(text: string): Promise<void> {
      const telegram = api();
      try {
        await telegram.callApi(
          'sendMessage',
          { chat_id: settings.chatId!, text },
          timeout(settings),
        );
      } catch (error) {
        throw asDeliveryError(error, settings.botToken);
      }
    },

    /** The bot's username, proving the token works and the API answers. */
    async botName(): Promise<string> {
      const telegram = api();
      try {
        const me = await telegram.callApi('getMe', {}, timeout(settings));
        return me.username ?? me.first_name;
      } catch (error) {
        throw asDeliveryError(error, settings.botToken);
      }
    },
  };
}

export function telegramSender(client: TelegramChannel): ChannelSender {
  return { send: (message) => client.sendText(plainText(message)) };
}
