export const TIMELINE_STEPS = [
  'created',
  'approved',
  'rejected',
  'unbooked',
  'expired',
  'cancelled',
  'paid',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/**
 * The kind of a history step. The bookings service writes each note as the step's word, then
 * an optional English detail ('created: ₹12,000, reference UTR1', 'cancelled: booking … was
 * approved'); the screens show the word in the reader's language. An unknown word is null.
 */
export const timelineStepOf = (note: string): TimelineStep | null => {
  const word = note.split(':', 1)[0]?.trim().toLowerCase() ?? '';
  return (TIMELINE_STEPS as readonly string[]).includes(word) ? (word as TimelineStep) : null;
};
