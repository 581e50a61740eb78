import { describe, expect, it } from 'vitest';
import { paymentRefProblem } from './payment-ref-problem';

describe('paymentRefProblem', () => {
  it.each([
    ['', 'paymentRefRequired'],
    ['   ', 'paymentRefRequired'],
    ['UT1', 'paymentRefTooShort'],
    [' UT1 ', 'paymentRefTooShort'],
    ['UTR1', null],
    ['412345678901', null],
    ['U'.repeat(35), null],
    ['U'.repeat(36), 'paymentRefTooLong'],
  ] as const)('when the reference is %j, then the problem is %s', (value, expected) => {
    expect(paymentRefProblem(value)).toBe(expected);
  });
});
