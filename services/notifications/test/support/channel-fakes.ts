import { fakeTelegram, telegramTexts } from '../fakes/fake-telegram';
import { fakeWhatsApp, whatsappTexts } from '../fakes/fake-whatsapp';
import { startSmtpSink } from '../fakes/smtp-sink';

export const TELEGRAM_TOKEN = '123456:test-bot-token';
export const WHATSAPP_TOKEN = 'wa-test-access-token';
export const WHATSAPP_PHONE_NUMBER_ID = '109876543210';

/** Fake WhatsApp and Telegram APIs and an SMTP sink, plus the env that points the service at them. */
export async function startChannelFakes() {
  const whatsapp = fakeWhatsApp();
  const telegram = fakeTelegram(TELEGRAM_TOKEN);
  const [whatsappUrl, telegramUrl, smtp] = await Promise.all([
    whatsapp.start(),
    telegram.start(),
    startSmtpSink(),
  ]);
  const env = {
    WHATSAPP_API_BASE: whatsappUrl,
    WHATSAPP_PHONE_NUMBER_ID,
    WHATSAPP_ACCESS_TOKEN: WHATSAPP_TOKEN,
    WHATSAPP_RECIPIENT: '919876543210',
    TELEGRAM_BOT_TOKEN: TELEGRAM_TOKEN,
    TELEGRAM_CHAT_ID: '-100200300',
    TELEGRAM_API_ROOT: telegramUrl,
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Ghar Alerts <alerts@ghar.test>',
    MAIL_TO: 'admins@ghar.test',
  };
  return {
    whatsapp,
    telegram,
    smtp,
    env,
    /** Messages each channel accepted that contain `text`. */
    received: (text: string) => ({
      whatsapp: whatsappTexts(whatsapp).filter((body) => body?.includes(text)),
      telegram: telegramTexts(telegram).filter((body) => body?.includes(text)),
      email: smtp.mails.filter((mail) => mail.text.includes(text)),
    }),
    reset: () => {
      whatsapp.reset();
      telegram.reset();
    },
    stop: async () => {
      await Promise.all([whatsapp.stop(), telegram.stop(), smtp.stop()]);
    },
  };
}

export type ChannelFakes = Awaited<ReturnType<typeof startChannelFakes>>;
