import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { inquirySchema } from './inquiry';

const errorsOf = (input: unknown) =>
  Object.fromEntries(
    (inquirySchema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('inquirySchema', () => {
  it('when the mobile number has spaces, then they are removed before the check', () => {
    expect(inquirySchema.parse({ message: ' Is it free? ', mobileNumber: '98765 43210' })).toEqual({
      message: 'Is it free?',
      mobileNumber: '9876543210',
    });
  });

  it('when both are empty, then both prompts show', () => {
    expect(errorsOf({ message: '', mobileNumber: '   ' })).toEqual({
      message: 'Please enter your message',
      mobileNumber: 'Please enter your mobile number',
    });
  });

  it('when the number is not a 10-digit mobile, then the mobile text shows', () => {
    expect(errorsOf({ message: 'Hi', mobileNumber: '12345 67890' })).toEqual({
      mobileNumber: 'Please enter a valid 10-digit mobile number',
    });
  });

  it('when the message is longer than the limit, then it is refused with the length text', () => {
    const atLimit = 'a'.repeat(LIMITS.inquiryMessageMaxLength);
    expect(errorsOf({ message: atLimit, mobileNumber: '9876543210' })).toEqual({});
    expect(errorsOf({ message: `${atLimit}a`, mobileNumber: '9876543210' })).toEqual({
      message: 'Message must be 2000 characters or fewer',
    });
  });
});
