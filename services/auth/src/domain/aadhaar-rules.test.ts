import { describe, expect, it } from 'vitest';
import { lastFourOf, maskAadhaar } from './aadhaar-rules';

describe('aadhaar rules', () => {
  it('when a number is masked, then only its last four digits show, grouped 4-4-4', () => {
    expect(maskAadhaar(lastFourOf('234567891234'))).toBe('XXXX XXXX 1234');
  });
});
