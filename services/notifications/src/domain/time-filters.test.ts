import { describe, expect, it } from 'vitest';
import { createdSince } from './time-filters';

const KOLKATA = 'Asia/Kolkata';

describe('notification time filters', () => {
  it('when the filter is today, then it starts at midnight on the Kolkata clock', () => {
    // 14:15 IST on 10 June.
    const now = new Date('2025-06-10T08:45:00.000Z');
    expect(createdSince('today', now, KOLKATA).toISOString()).toBe('2025-06-09T18:30:00.000Z');
  });

  it('when it is just after midnight in Kolkata but still yesterday in UTC, then today starts at that midnight', () => {
    // 00:10 IST on 11 June is 18:40 UTC on 10 June.
    const now = new Date('2025-06-10T18:40:00.000Z');
    expect(createdSince('today', now, KOLKATA).toISOString()).toBe('2025-06-10T18:30:00.000Z');
  });

  it('when it is just before midnight in Kolkata, then today still starts at the previous midnight', () => {
    const now = new Date('2025-06-10T18:29:59.999Z');
    expect(createdSince('today', now, KOLKATA).toISOString()).toBe('2025-06-09T18:30:00.000Z');
  });

  it('when the filter is week, then it keeps exactly the last 7 days', () => {
    const now = new Date('2025-06-10T08:45:12.345Z');
    expect(createdSince('week', now, KOLKATA).toISOString()).toBe('2025-06-03T08:45:12.345Z');
  });

  it('when the filter is month, then it goes back one calendar month on the Kolkata clock', () => {
    const now = new Date('2025-06-10T08:45:12.345Z');
    expect(createdSince('month', now, KOLKATA).toISOString()).toBe('2025-05-10T08:45:12.345Z');
  });

  it('when the month is shorter than today’s date, then month stops at its last day', () => {
    // 31 March 10:00 IST → 28 February 10:00 IST (2025 is not a leap year).
    const now = new Date('2025-03-31T04:30:00.000Z');
    expect(createdSince('month', now, KOLKATA).toISOString()).toBe('2025-02-28T04:30:00.000Z');
    // 2024 is a leap year.
    expect(createdSince('month', new Date('2024-03-31T04:30:00.000Z'), KOLKATA).toISOString()).toBe(
      '2024-02-29T04:30:00.000Z',
    );
  });

  it('when it is January, then month goes back into December of the year before', () => {
    const now = new Date('2025-01-15T06:30:00.000Z');
    expect(createdSince('month', now, KOLKATA).toISOString()).toBe('2024-12-15T06:30:00.000Z');
  });

  it('when the date differs between UTC and Kolkata, then month counts from the Kolkata date', () => {
    // 1 March 01:00 IST is 28 February 19:30 UTC; one month back is 1 February 01:00 IST.
    const now = new Date('2025-02-28T19:30:00.000Z');
    expect(createdSince('month', now, KOLKATA).toISOString()).toBe('2025-01-31T19:30:00.000Z');
  });

  it('when another zone with daylight saving is configured, then today starts at its local midnight', () => {
    // 12:00 in New York on 10 July (EDT, UTC-4).
    const now = new Date('2025-07-10T16:00:00.000Z');
    expect(createdSince('today', now, 'America/New_York').toISOString()).toBe(
      '2025-07-10T04:00:00.000Z',
    );
  });
});
