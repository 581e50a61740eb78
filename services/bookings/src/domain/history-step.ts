import type { BookingStatus } from '@ghar/contracts/constants';
import type { BookingStepKind } from '@ghar/contracts/http';
import type { NewHistoryEntry } from './booking';

/** One step of a booking's timeline: which step, what it became, when, by whom (null: the system). */
export const historyStep = (
  kind: BookingStepKind,
  status: BookingStatus,
  at: Date,
  by: string | null,
  note: string,
): NewHistoryEntry => ({ kind, status, at, by, note });
