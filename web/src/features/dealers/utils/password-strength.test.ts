import { passwordSchema } from '@ghar/contracts/http';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('when nothing is typed, then no bar is lit', () => {
    expect(passwordStrength('')).toEqual({ bars: 0, level: 'empty' });
  });

  it('when a password meets some rules, then one bar lights per rule met', () => {
    expect(passwordStrength('abc')).toEqual({ bars: 1, level: 'weak' });
    expect(passwordStrength('abcdefgh')).toEqual({ bars: 2, level: 'weak' });
    expect(passwordStrength('Abcdefgh')).toEqual({ bars: 3, level: 'fair' });
    expect(passwordStrength('Abcdefg1')).toEqual({ bars: 4, level: 'good' });
    expect(passwordStrength('Abcdef1@')).toEqual({ bars: 5, level: 'strong' });
  });

  it.each([
    'Ghar@2025',
    'short1A!',
    'NOLOWER1@',
    'noupper1@',
    'NoDigits@@',
    'NoSpecial12',
    'ab',
    'Ab1@',
  ])(
    'when "%s" is measured, then five bars means the schema accepts it and fewer means it refuses',
    (password) => {
      expect(passwordStrength(password).bars === 5).toBe(
        passwordSchema.safeParse(password).success,
      );
    },
  );
});
