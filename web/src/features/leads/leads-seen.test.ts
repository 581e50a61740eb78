import { describe, expect, it } from 'vitest';
import { FIRST_LOOK_BACK_MS, leadsBadge, leadsSince } from './leads-seen';

const now = Date.parse('2026-11-28T06:00:00.000Z');

describe('the header’s new-leads count', () => {
  it('when the owner opened /leads before, then the count starts from that moment', () => {
    expect(leadsSince('2026-11-27T10:00:00.000Z', now)).toBe('2026-11-27T10:00:00.000Z');
  });

  it('when nothing (or nothing readable) is stored, then it looks back one week, on the hour', () => {
    const weekAgo = new Date(now - FIRST_LOOK_BACK_MS).toISOString();
    expect(leadsSince(null, now)).toBe(weekAgo);
    expect(leadsSince('not a date', now)).toBe(weekAgo);
    expect(leadsSince(null, now + 59 * 60 * 1000)).toBe(weekAgo);
  });

  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [200, '99+'],
  ])('when %i leads are new, then the badge says %s', (count, badge) => {
    expect(leadsBadge(count)).toBe(badge);
  });
});
