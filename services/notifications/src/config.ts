import { SETTINGS_DEFAULTS } from '@ghar/contracts/constants';
import { loadConfig, serviceEnvSchema } from '@ghar/platform';
import { z } from 'zod';
import { notifyRoutesSchema } from './domain/delivery-routing';

/** Compose files pass unset variables as empty strings; both mean "not configured". */
const optional = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const configSchema = serviceEnvSchema({ port: 4005, mongoDb: 'ghar_notifications' }).extend({
  WHATSAPP_API_BASE: z.url().default('https://graph.facebook.com/v21.0'),
  WHATSAPP_PHONE_NUMBER_ID: optional,
  WHATSAPP_ACCESS_TOKEN: optional,
  WHATSAPP_RECIPIENT: optional,
  WHATSAPP_GROUP_ID: optional,
  TELEGRAM_BOT_TOKEN: optional,
  TELEGRAM_CHAT_ID: optional,
  TELEGRAM_API_ROOT: z.url().default('https://api.telegram.org'),
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optional,
  /** Users' SMS (issue 27 item 3): an MSG91-style gateway; no auth key or sender id = none. */
  SMS_API_URL: z.url().default('https://control.msg91.com/api/v2/sendsms'),
  SMS_AUTH_KEY: optional,
  SMS_SENDER_ID: optional,
  MAIL_TO: optional,
  /** Support contacts the web shows (defaults until an admin changes them, issue 13 item 4). */
  SUPPORT_PHONE: z.string().trim().min(1).default(SETTINGS_DEFAULTS.notifications.supportPhone),
  SUPPORT_EMAIL: z.string().trim().min(1).default(SETTINGS_DEFAULTS.notifications.supportEmail),
  SUPPORT_HOURS: z.string().trim().min(1).default(SETTINGS_DEFAULTS.notifications.supportHours),
  /** Type → channels; see domain/delivery-routing.ts for the two accepted forms. */
  NOTIFY_ROUTES: notifyRoutesSchema,
  /** Address of the web app, for a link in external messages; none when unset. */
  PUBLIC_BASE_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  CHANNEL_TIMEOUT_MS: positiveInt(10_000),
  DELIVERY_ATTEMPTS: positiveInt(5),
  /** First retry delay; each next one doubles (BullMQ exponential backoff). */
  DELIVERY_BACKOFF_MS: positiveInt(5_000),
  DELIVERY_CONCURRENCY: positiveInt(5),
  /** How often the sweep looks for deliveries still owed but no longer in the queue. */
  DELIVERY_SWEEP_EVERY_MS: positiveInt(300_000),
  /** An owed delivery untouched this long is looked at by the sweep (well past every backoff). */
  DELIVERY_STALE_AFTER_MS: positiveInt(600_000),
  INQUIRY_RATE_LIMIT: positiveInt(5),
  INQUIRY_RATE_WINDOW_SECONDS: positiveInt(600),
  SSE_HEARTBEAT_MS: positiveInt(25_000),
  SSE_RETRY_MS: positiveInt(5_000),
  /** The admins' clock for the today / month filters. */
  NOTIFICATIONS_TIME_ZONE: z
    .string()
    .default('Asia/Kolkata')
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { message: 'must be an IANA time zone, e.g. Asia/Kolkata' },
    ),
  /** cron pattern of the daily cleanup, on the admins' clock. */
  CLEANUP_CRON: z.string().min(1).default('30 3 * * *'),
});

export type Config = z.infer<typeof configSchema>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
