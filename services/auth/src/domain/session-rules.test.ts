import { describe, expect, it } from 'vitest';
import { deletedDenialLeft, secondsUntil } from './session-rules';

describe('session rules', () => {
  it('when a token expires later, then a revocation lasts until then and never less than a second', () => {
    expect(secondsUntil(1_000_100, 1_000_000_000)).toBe(100);
    expect(secondsUntil(999_000, 1_000_000_000)).toBe(1);
  });

  it('when a deleted user’s denial is rewritten later, then it lasts only what is left of it', () => {
    const deletedAt = new Date(1_000_000_000);
    expect(deletedDenialLeft(deletedAt, 100, 1_000_000_000)).toBe(100);
    expect(deletedDenialLeft(deletedAt, 100, 1_000_040_500)).toBe(60);
    expect(deletedDenialLeft(deletedAt, 100, 1_000_200_000)).toBe(0);
  });
});
