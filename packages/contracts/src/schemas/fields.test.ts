import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import { mobileSchema, optionalMobileSchema } from './fields';

describe('optionalMobileSchema', () => {
  it('when the mobile is typed in groups, then the spaces go as they do at signup', () => {
    for (const typed of ['98765 43210', ' 98765\t43210 ', '987 654 3210']) {
      expect(optionalMobileSchema.parse(typed)).toBe(mobileSchema.parse(typed));
      expect(optionalMobileSchema.parse(typed)).toBe('9876543210');
    }
  });

  it('when the mobile is blank or absent, then it stays empty', () => {
    expect(optionalMobileSchema.parse('')).toBe('');
    expect(optionalMobileSchema.parse('   ')).toBe('');
    expect(optionalMobileSchema.parse(undefined)).toBeUndefined();
  });

  it('when the digits are not a mobile number, then the spec message', () => {
    const issues = optionalMobileSchema.safeParse('12345 67890').error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([V.mobileInvalid]);
  });
});
