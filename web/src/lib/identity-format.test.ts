import { describe, expect, it } from 'vitest';
import { digitsOnly, groupAadhaar, maskAadhaar } from './identity-format';

describe('digitsOnly', () => {
  it('when text with spaces and letters is typed, then only the digits stay', () => {
    expect(digitsOnly('98765 43210a')).toBe('9876543210');
  });

  it('when more digits than the limit are typed, then the extra ones are dropped', () => {
    expect(digitsOnly('1234 5678 9012 34', 12)).toBe('123456789012');
  });
});

describe('groupAadhaar', () => {
  it('when a 12-digit number is shown, then it is grouped 4-4-4', () => {
    expect(groupAadhaar('123456789012')).toBe('1234 5678 9012');
  });

  it('when the number already has spaces, then it is regrouped the same way', () => {
    expect(groupAadhaar('1234 56789012')).toBe('1234 5678 9012');
  });

  it('when the text is the server masked form or not 12 digits, then it is kept', () => {
    expect(groupAadhaar('XXXX XXXX 9012')).toBe('XXXX XXXX 9012');
    expect(groupAadhaar('12345')).toBe('12345');
  });
});

describe('maskAadhaar', () => {
  it('when a number is masked, then only its last four digits show', () => {
    expect(maskAadhaar('123456789012')).toBe('XXXX XXXX 9012');
  });

  it('when the masked form is masked again, then it stays the same', () => {
    expect(maskAadhaar('XXXX XXXX 9012')).toBe('XXXX XXXX 9012');
  });
});
