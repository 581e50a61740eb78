import type { UserNoticeChannel } from '@ghar/contracts/constants';
import type { Config } from '../../config';
import type { Channel, ChannelSenders } from '../../domain/channels';
import type { ChannelRegistry, UserNoticeSenders } from '../../domain/ports';
import {
  emailConfigured,
  emailSender,
  emailUserConfigured,
  emailUserSender,
  type EmailSettings,
} from './email-client';
import { msg91Sender, smsConfigured, type SmsSettings } from './sms-client';
import { telegramClient, telegramSender } from './telegram-client';
import {
  whatsappChannel,
  whatsappConfigured,
  whatsappSender,
  whatsappUserConfigured,
  whatsappUserSender,
  type WhatsAppSettings,
} from './whatsapp-client';

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
  const sms: SmsSettings = {
    apiUrl: config.SMS_API_URL,
    authKey: config.SMS_AUTH_KEY,
    senderId: config.SMS_SENDER_ID,
    timeoutMs: config.CHANNEL_TIMEOUT_MS,
  };
  const userSenders: UserNoticeSenders = {
    ...(emailUserConfigured(email) ? { email: emailUserSender(email) } : {}),
    ...(whatsappUserConfigured(whatsapp) ? { whatsapp: whatsappUserSender(whatsapp) } : {}),
    ...(smsConfigured(sms) ? { sms: msg91Sender(sms) } : {}),
  };
  return {
    senders,
    configured: new Set(Object.keys(senders) as Channel[]),
    userSenders,
    userConfigured: new Set(Object.keys(userSenders) as UserNoticeChannel[]),
    whatsapp: whatsappChannel(whatsapp),
    telegram,
  };
}
