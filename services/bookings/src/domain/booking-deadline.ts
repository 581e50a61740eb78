import type { BookingSettings } from './ports';

const HOUR_MS = 3_600_000;

/** When an admin must have decided a booking created at `createdAt`; after it, it EXPIRES. */
export const decideByOf = (createdAt: Date, settings: Pick<BookingSettings, 'pendingTtlHours'>) =>
  new Date(createdAt.getTime() + settings.pendingTtlHours * HOUR_MS);

/** PENDING bookings created before this moment are past their decide-by moment. */
export const overdueBefore = (now: Date, settings: Pick<BookingSettings, 'pendingTtlHours'>) =>
  new Date(now.getTime() - settings.pendingTtlHours * HOUR_MS);
