import { createSettingsStore } from '@ghar/platform';
import type { Connection } from 'mongoose';
import { commissionSettingsOf, type Config } from '../config';
import { SERVICE_NAME } from '../service-name';

/**
 * The commission rule, rates and level split (issue 13 item 4): the env values until an admin
 * changes them, then the stored ones, read for each approved booking.
 */
export const createDealersSettings = (conn: Connection, config: Config) =>
  createSettingsStore({
    conn,
    section: 'dealers',
    defaults: {
      ...commissionSettingsOf(config),
      levelSplitPercent: [...config.COMMISSION_LEVEL_SPLIT],
    },
    source: SERVICE_NAME,
  });
