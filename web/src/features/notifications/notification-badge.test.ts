import { describe, expect, it } from 'vitest';
import { badgeText } from './notification-badge';

describe('unread badge', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('when %i notifications are unread, then the badge reads %s', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});
