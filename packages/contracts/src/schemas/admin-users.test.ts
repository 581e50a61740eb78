import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import {
  adminCreateUserSchema,
  adminPasswordBodySchema,
  adminPasswordSchema,
  adminUpdateUserSchema,
} from './admin-users';

const errorsOf = (schema: z.ZodType, input: unknown) =>
  Object.fromEntries(
    (schema.safeParse(input).error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  );

describe('adminCreateUserSchema', () => {
  it('when only e-mail and name are given, then the role defaults to USER and no password is set', () => {
    expect(adminCreateUserSchema.parse({ email: 'R@x.in', name: 'Ravi', password: '' })).toEqual({
      email: 'r@x.in',
      name: 'Ravi',
      password: undefined,
      role: 'USER',
    });
  });

  it('when every field is given, then it parses', () => {
    const user = {
      email: 'r@x.in',
      name: 'Ravi',
      password: 'longenough',
      mobile: '9123456780',
      aadhaar: '999988887777',
      role: 'DEALER',
    };
    expect(adminCreateUserSchema.parse(user)).toEqual(user);
  });

  it('when rules are broken, then the spec texts show', () => {
    expect(
      errorsOf(adminCreateUserSchema, {
        email: 'ravi',
        name: '',
        password: 'short',
        aadhaar: '1234567890123',
        role: 'ROOT',
      }),
    ).toEqual({
      email: V.emailInvalid,
      name: V.fullNameRequired,
      password: 'Password must be at least 8 characters long',
      aadhaar: V.aadhaarInvalid,
      role: V.roleInvalid,
    });
  });
});

describe('adminUpdateUserSchema', () => {
  it('when name, mobile, Aadhaar and role are sent, then it parses', () => {
    const update = { name: 'Ravi', mobile: '', aadhaar: '', role: 'ADMIN' };
    expect(adminUpdateUserSchema.parse(update)).toEqual(update);
  });
});

describe('adminPasswordSchema', () => {
  it('when both entries match and are long enough, then it parses', () => {
    expect(
      adminPasswordSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success,
    ).toBe(true);
    expect(adminPasswordBodySchema.parse({ password: 'abcdefgh' })).toEqual({
      password: 'abcdefgh',
    });
  });

  it('when the entries differ, then Passwords do not match shows', () => {
    expect(
      errorsOf(adminPasswordSchema, { password: 'abcdefgh', confirmPassword: 'abcdefgi' }),
    ).toEqual({ confirmPassword: 'Passwords do not match' });
  });

  it('when too short, then the length text shows', () => {
    expect(errorsOf(adminPasswordSchema, { password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: 'Password must be at least 8 characters long',
    });
  });
});
