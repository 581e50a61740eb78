import type { BookingStatus } from '@ghar/contracts/constants';
import { BOOKING_STEP_KINDS, type BookingStepKind } from '@ghar/contracts/http';
import type { HistoryEntry } from './booking';

/** The step an entry's status implies when its note names none (the status it moved to). */
const KIND_OF_STATUS: Record<BookingStatus, BookingStepKind> = {
  PENDING: 'created',
  CONFIRMED: 'approved',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

/**
 * The kind of a timeline step. Entries written since kinds exist carry it; older stored entries
 * only have the note, which starts with the step's
 * word ('created: ₹12000, reference UTR1', 'cancelled: booking … was approved'). This is the only
 * place that reads a note.
 */
export function stepKindOf(entry: Pick<HistoryEntry, 'kind' | 'note' | 'status'>): BookingStepKind {
  if (entry.kind) return entry.kind;
  const word = entry.note.split(':', 1)[0]?.trim().toLowerCase() ?? '';
  return (BOOKING_STEP_KINDS as readonly string[]).includes(word)
    ? (word as BookingStepKind)
    : KIND_OF_STATUS[entry.status];
}

/** The entry as it is stored: always with its kind. */
export const withStepKind = (entry: HistoryEntry): HistoryEntry & { kind: BookingStepKind } => ({
  ...entry,
  kind: stepKindOf(entry),
});
