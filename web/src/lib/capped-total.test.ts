import { describe, expect, it } from 'vitest';
import { atLeast } from './capped-total';

describe('atLeast', () => {
  it('when the server capped the total, then it reads as a lower bound; otherwise as it is', () => {
    expect(atLeast(100, true)).toBe('100+');
    expect(atLeast(5, true)).toBe('5+');
    expect(atLeast(42, false)).toBe('42');
    expect(atLeast(0, undefined)).toBe('0');
  });
});
