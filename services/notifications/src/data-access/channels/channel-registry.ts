import type { Config } from '../../config';
import type { Channel, ChannelSenders } from '../../domain/channels';
import type { TelegramChannel, WhatsAppChannel } from '../../domain/ports';
import { emailConfigured, emailSender, type EmailSettings } from './email-client';
import { telegramClient, telegramSender } from './telegram-client';
import {
  whatsappChannel,
  whatsappConfigured,
  whatsappSender,
  type WhatsAppSettings,
} from './whatsapp-client';

export interface ChannelRegistry {
  /** Only the configured channels have a sender. */
  senders: ChannelSenders;
  configured: ReadonlySet<Channel>;
  whatsapp: WhatsAppChannel;
  telegram: TelegramChannel;
}

export function channelRegistry(config: Config): ChannelRegistry {
  const whatsapp: WhatsAppSettings = {
    apiBase: config.WHATSAPP_API_BASE,
    phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: config.WHATSAPP_ACCESS_TOKEN,
    recipient: config.WHATSAPP_RECIPIENT,
    groupId: config.WHATSAPP_GROUP_ID,
    timeoutMs: config.CHANNEL_TIMEOUT_MS,
  };
  const telegram = telegramClient({
    apiRoot: config.TELEGRAM_API_ROOT,
    botToken: config.TELEGRAM_BOT_TOKEN,
    chatId: config.TELEGRAM_CHAT_ID,
    timeoutMs: config.CHANNEL_TIMEOUT_MS,
  });
  const email: EmailSettings = {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    to: config.MAIL_TO,
    timeoutMs: config.CHANNEL_TIMEOUT_MS,
  };
  const senders: ChannelSenders = {
    ...(whatsappConfigured(whatsapp) ? { whatsapp: whatsappSender(whatsapp) } : {}),
    ...(telegram.configured ? { telegram: telegramSender(telegram) } : {}),
    ...(emailConfigured(email) ? { email: emailSender(email) } : {}),
  };
  return {
    senders,
    configured: new Set(Object.keys(senders) as Channel[]),
    whatsapp: whatsappChannel(whatsapp),
    telegram,
  };
}
