import { describe, expect, it } from 'vitest';
import { loadServiceConfig } from './config';
import { DEFAULT_NOTIFY_ROUTES } from './domain/delivery-routing';

const REQUIRED = {
  MONGO_URL: 'mongodb://127.0.0.1:27017',
  KAFKA_BROKERS: '127.0.0.1:9092',
  REDIS_URL: 'redis://127.0.0.1:6379',
  INTERNAL_SIGNING_SECRET: 'a-secret-of-enough-length',
};

describe('notifications configuration', () => {
  it('when only the required variables are set, then channels are off and the defaults apply', () => {
    const config = loadServiceConfig({ ...REQUIRED });
    expect(config).toMatchObject({
      PORT: 4005,
      WHATSAPP_API_BASE: 'https://graph.facebook.com/v21.0',
      TELEGRAM_API_ROOT: 'https://api.telegram.org',
      NOTIFY_ROUTES: DEFAULT_NOTIFY_ROUTES,
      NOTIFICATIONS_TIME_ZONE: 'Asia/Kolkata',
      SSE_HEARTBEAT_MS: 25_000,
      INQUIRY_RATE_LIMIT: 5,
      INQUIRY_RATE_WINDOW_SECONDS: 600,
    });
    expect(config.WHATSAPP_ACCESS_TOKEN).toBeUndefined();
  });

  it('when a channel variable is set to an empty string, then it counts as unset', () => {
    const config = loadServiceConfig({ ...REQUIRED, TELEGRAM_BOT_TOKEN: '', SMTP_URL: '' });
    expect(config.TELEGRAM_BOT_TOKEN).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('when NOTIFY_ROUTES, the SMTP URL or the time zone is malformed, then start-up fails naming the variable', () => {
    expect(() => loadServiceConfig({ ...REQUIRED, NOTIFY_ROUTES: 'BOOKING_CREATED:sms' })).toThrow(
      /NOTIFY_ROUTES/,
    );
    expect(() => loadServiceConfig({ ...REQUIRED, SMTP_URL: 'mail.example.com' })).toThrow(
      /SMTP_URL/,
    );
    expect(() =>
      loadServiceConfig({ ...REQUIRED, NOTIFICATIONS_TIME_ZONE: 'Mars/Olympus' }),
    ).toThrow(/NOTIFICATIONS_TIME_ZONE/);
  });
});
