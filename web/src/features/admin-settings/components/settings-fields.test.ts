import { describe, expect, it } from 'vitest';
import { sentValue, shownValue } from './settings-fields';

describe('settings fields', () => {
  it('when a split is typed with spaces, then it is sent as numbers and shown back alike', () => {
    expect(sentValue('split', ' 50, 10 ,5 ')).toEqual([50, 10, 5]);
    expect(shownValue('split', [50, 10, 5])).toBe('50, 10, 5');
  });

  it('when an amount is typed, then a number is sent; a blank one stays blank for its rule', () => {
    expect(sentValue('rupees', '150')).toBe(150);
    expect(sentValue('rupees', ' ')).toBe('');
    expect(sentValue('text', 'ghar@upi')).toBe('ghar@upi');
  });
});
