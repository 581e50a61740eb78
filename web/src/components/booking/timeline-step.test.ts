import { describe, expect, it } from 'vitest';
import { timelineStepOf } from './timeline-step';

describe('timelineStepOf', () => {
  it.each([
    ['created: ₹12,000, reference UTR1234', 'created'],
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['unbooked', 'unbooked'],
    ['expired', 'expired'],
    ['cancelled: booking 665f was approved', 'cancelled'],
    ['paid: the booker confirmed the payment', 'paid'],
    ['something new', null],
  ] as const)('when the note is %j, then the step is %s', (note, step) => {
    expect(timelineStepOf(note)).toBe(step);
  });
});
