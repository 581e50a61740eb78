import { LIMITS, PASSWORD_SPECIAL_PATTERN } from '@ghar/contracts/constants';

export const STRENGTH_BARS = 5;

export type StrengthLevel = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

// One bar per rule of the spec's password (part 1 §5): length, lowercase, uppercase, number,
// special character. Five bars is exactly a password the contracts' schema accepts (tested).
const RULES: readonly ((password: string) => boolean)[] = [
  (password) => password.length >= LIMITS.passwordMinLength,
  (password) => /[a-z]/.test(password),
  (password) => /[A-Z]/.test(password),
  (password) => /\d/.test(password),
  (password) => PASSWORD_SPECIAL_PATTERN.test(password),
];

export const passwordStrength = (password: string): { bars: number; level: StrengthLevel } => {
  if (!password) return { bars: 0, level: 'empty' };
  const bars = RULES.filter((rule) => rule(password)).length;
  const level: StrengthLevel =
    bars <= 2 ? 'weak' : bars === 3 ? 'fair' : bars === 4 ? 'good' : 'strong';
  return { bars, level };
};
