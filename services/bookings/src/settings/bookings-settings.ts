import { createSettingsStore } from '@ghar/platform';
import type { Connection } from 'mongoose';
import type { Config } from '../config';
import { SERVICE_NAME } from '../service-name';

/**
 * The default booking charge and the pending TTL (issue 13 item 4): the env values until an
 * admin changes them, then the stored ones, read at each use.
 */
export const createBookingsSettings = (
  conn: Connection,
  config: Pick<Config, 'DEFAULT_BOOKING_CHARGE' | 'PENDING_TTL_HOURS'>,
) =>
  createSettingsStore({
    conn,
    section: 'bookings',
    defaults: {
      defaultBookingCharge: config.DEFAULT_BOOKING_CHARGE,
      pendingTtlHours: config.PENDING_TTL_HOURS,
    },
    source: SERVICE_NAME,
  });
