import { createSettingsStore } from '@ghar/platform';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { SERVICE_NAME } from '../service-name';

/**
 * The support phone, e-mail and hours the web's footer, help and contact texts show (issue 13
 * item 4): the env values until an admin changes them.
 */
export const createNotificationsSettings = (
  conn: Connection,
  config: Pick<Config, 'SUPPORT_PHONE' | 'SUPPORT_EMAIL' | 'SUPPORT_HOURS'>,
) =>
  createSettingsStore({
    conn,
    section: 'notifications',
    defaults: {
      supportPhone: config.SUPPORT_PHONE,
      supportEmail: config.SUPPORT_EMAIL,
      supportHours: config.SUPPORT_HOURS,
    },
    source: SERVICE_NAME,
  });
