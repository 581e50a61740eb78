import type { BookingStatus } from '@ghar/contracts';
import type { HistoryEntry } from './booking';

/** One step of a booking's timeline: what it became, when, by whom (null: the system). */
export const historyStep = (
  status: BookingStatus,
  at: Date,
  by: string | null,
  note: string,
): HistoryEntry => ({ status, at, by, note });
