import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import {
  applyDealerSchema,
  changePasswordBodySchema,
  changePasswordSchema,
  dealerSignupBodySchema,
  dealerSignupSchema,
  loginSchema,
  profileUpdateSchema,
  signupSchema,
} from './auth';
import { passwordSchema } from './fields';

const errorsOf = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

const signup = () => ({
  name: 'Asha Verma',
  email: 'Asha.Verma@Example.in ',
  mobile: '9876543210',
  password: 'Secret@123',
  aadhaar: '123412341234',
});

describe('loginSchema', () => {
  it('when email and password are given, then the e-mail is trimmed and lower-cased', () => {
    expect(loginSchema.parse({ email: ' A@B.in ', password: 'x' })).toEqual({
      email: 'a@b.in',
      password: 'x',
    });
  });

  it('when both are empty, then both required texts show together', () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: V.emailRequired,
      password: V.passwordRequired,
    });
  });

  it('when fields are missing, then the required texts show', () => {
    expect(errorsOf(loginSchema, {})).toEqual({
      email: V.emailRequired,
      password: V.passwordRequired,
    });
  });

  it('when the e-mail is not address-shaped, then the invalid-email text shows', () => {
    expect(errorsOf(loginSchema, { email: 'asha@', password: 'x' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('passwordSchema', () => {
  it.each([
    ['Ab@1', 'Password must be at least 8 characters long'],
    ['ABCDEFG@1', 'Password must contain at least one lowercase letter'],
    ['abcdefg@1', 'Password must contain at least one uppercase letter'],
    ['Abcdefg@h', 'Password must contain at least one number'],
    ['Abcdefg12', 'Password must contain at least one special character (@$!%*?&)'],
  ])('when the password is %s, then only the first failing rule shows', (password, message) => {
    const issues = passwordSchema.safeParse(password).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('when every rule holds, then the password is accepted', () => {
    expect(passwordSchema.parse('Ghar@2024')).toBe('Ghar@2024');
  });
});

describe('signupSchema', () => {
  it('when every field is valid, then it parses', () => {
    expect(signupSchema.parse(signup())).toEqual({ ...signup(), email: 'asha.verma@example.in' });
  });

  it('when each rule is broken, then each field shows its spec text', () => {
    const errors = errorsOf(signupSchema, {
      name: '  ',
      email: '',
      mobile: '5876543210',
      password: 'short',
      aadhaar: '1234',
    });
    expect(errors).toEqual({
      name: 'Full name is required',
      email: 'Email address is required',
      mobile: 'Please enter a valid 10-digit mobile number',
      password: 'Password must be at least 8 characters long',
      aadhaar: 'Please enter a valid 12-digit Aadhaar number',
    });
  });
});

describe('dealerSignupSchema', () => {
  const dealer = () => ({ ...signup(), confirmPassword: 'Secret@123', referralCode: ' GHAR1234 ' });

  it('when valid, then it parses with the referral code trimmed', () => {
    expect(dealerSignupSchema.parse(dealer()).referralCode).toBe('GHAR1234');
  });

  it('when Aadhaar and referral code are blank, then both count as not given', () => {
    const parsed = dealerSignupSchema.parse({ ...dealer(), aadhaar: '', referralCode: '' });
    expect(parsed.referralCode).toBeUndefined();
    expect(parsed.aadhaar).toBe('');
  });

  it('when Aadhaar is present but short, then the 12-digit text shows', () => {
    expect(errorsOf(dealerSignupSchema, { ...dealer(), aadhaar: '12345' })).toEqual({
      aadhaar: V.aadhaarInvalid,
    });
  });

  it('when the confirmation differs, then Passwords do not match shows with other errors', () => {
    expect(
      errorsOf(dealerSignupSchema, { ...dealer(), name: '', confirmPassword: 'Secret@124' }),
    ).toEqual({ name: V.fullNameRequired, confirmPassword: 'Passwords do not match' });
  });

  it('when the password is weak, then the first strength text shows', () => {
    const weak = { ...dealer(), password: 'secret@123', confirmPassword: 'secret@123' };
    expect(errorsOf(dealerSignupSchema, weak)).toEqual({
      password: 'Password must contain at least one uppercase letter',
    });
  });

  it('when the server body has no confirmation, then the body schema accepts it', () => {
    const { confirmPassword: _confirm, ...body } = dealer();
    expect(dealerSignupBodySchema.safeParse(body).success).toBe(true);
  });
});

describe('applyDealerSchema', () => {
  it('when no code is given, then the dealer joins under the company', () => {
    expect(applyDealerSchema.parse({})).toEqual({ referralCode: undefined });
  });
});

describe('profileUpdateSchema', () => {
  it('when mobile and Aadhaar are blank, then they are accepted', () => {
    expect(profileUpdateSchema.parse({ name: 'Asha', mobile: '', aadhaar: '' })).toEqual({
      name: 'Asha',
      mobile: '',
      aadhaar: '',
    });
  });

  it('when filled with wrong digits, then the spec texts show', () => {
    expect(errorsOf(profileUpdateSchema, { name: '', mobile: '98765', aadhaar: '12ab' })).toEqual({
      name: V.fullNameRequired,
      mobile: V.mobileInvalid,
      aadhaar: V.aadhaarInvalid,
    });
  });
});

describe('changePasswordSchema', () => {
  const form = () => ({
    currentPassword: 'Old@pass1',
    newPassword: 'New@pass1',
    confirmPassword: 'New@pass1',
  });

  it('when valid, then it parses and the body schema drops the confirmation', () => {
    expect(changePasswordSchema.safeParse(form()).success).toBe(true);
    expect(changePasswordBodySchema.parse(form())).toEqual({
      currentPassword: 'Old@pass1',
      newPassword: 'New@pass1',
    });
  });

  it('when the current password has spaces at its ends, then they are kept, as at login', () => {
    expect(
      changePasswordBodySchema.parse({ ...form(), currentPassword: ' Old@pass1 ' }).currentPassword,
    ).toBe(' Old@pass1 ');
    expect(errorsOf(changePasswordSchema, { ...form(), currentPassword: '' })).toEqual({
      currentPassword: V.currentPasswordRequired,
    });
  });

  it('when the confirmation differs, then New passwords do not match shows', () => {
    expect(errorsOf(changePasswordSchema, { ...form(), confirmPassword: 'New@pass2' })).toEqual({
      confirmPassword: 'New passwords do not match',
    });
  });

  it('when the new password is weak, then the strength text shows', () => {
    expect(
      errorsOf(changePasswordSchema, {
        ...form(),
        newPassword: 'newpass1',
        confirmPassword: 'newpass1',
      }),
    ).toEqual({ newPassword: 'Password must contain at least one uppercase letter' });
  });
});
