import { z } from 'zod';
import { LANGUAGES } from '../constants/users';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import {
  aadhaarSchema,
  emailSchema,
  mobileSchema,
  optionalAadhaarSchema,
  optionalCode,
  optionalMobileSchema,
  passwordSchema,
  personNameSchema,
} from './fields';

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: V.passwordRequired }).min(1, { error: V.passwordRequired }),
});
export type LoginInput = z.input<typeof loginSchema>;
export type LoginBody = z.output<typeof loginSchema>;

/** The Aadhaar card image is a file and is checked on its own (type and size). */
export const signupSchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  password: passwordSchema,
  aadhaar: aadhaarSchema,
});
export type SignupInput = z.input<typeof signupSchema>;
export type SignupBody = z.output<typeof signupSchema>;

/** What POST /auth/dealer-signup receives (no confirmation field). */
export const dealerSignupBodySchema = z.object({
  name: personNameSchema,
  email: emailSchema,
  mobile: mobileSchema,
  aadhaar: optionalAadhaarSchema,
  password: passwordSchema,
  /** The sponsor's code; blank joins directly under the company. */
  referralCode: optionalCode,
});
export type DealerSignupBody = z.output<typeof dealerSignupBodySchema>;

export const dealerSignupSchema = dealerSignupBodySchema
  .extend({ confirmPassword: z.string({ error: V.passwordsDoNotMatch }) })
  .refine((form) => form.password === form.confirmPassword, {
    error: V.passwordsDoNotMatch,
    path: ['confirmPassword'],
    // Shown together with the other fields' errors, not only once they are fixed.
    when: () => true,
  });
export type DealerSignupInput = z.input<typeof dealerSignupSchema>;

export const applyDealerSchema = z.object({ referralCode: optionalCode });
export type ApplyDealerBody = z.output<typeof applyDealerSchema>;

/** The profile's language (issue 27): what the web switches to, what notices are written in. */
export const languageSchema = z.enum(LANGUAGES, { error: V.languageInvalid });

/** What PUT /auth/language receives: the web sends it when a signed-in user switches. */
export const languageUpdateSchema = z.object({ language: languageSchema });
export type LanguageUpdateBody = z.output<typeof languageUpdateSchema>;

/** E-mail is read-only; blank mobile or Aadhaar is sent as an empty string. */
export const profileUpdateSchema = z.object({
  name: personNameSchema,
  mobile: optionalMobileSchema,
  aadhaar: optionalAadhaarSchema,
  /** Absent: unchanged. */
  language: languageSchema.optional(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateBody = z.output<typeof profileUpdateSchema>;

/** What PUT /auth/password receives. */
export const changePasswordBodySchema = z.object({
  // Not trimmed: it must match the stored password exactly, as at login.
  currentPassword: z
    .string({ error: V.currentPasswordRequired })
    .min(1, { error: V.currentPasswordRequired }),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.output<typeof changePasswordBodySchema>;

export const changePasswordSchema = changePasswordBodySchema
  .extend({ confirmPassword: z.string({ error: V.newPasswordsDoNotMatch }) })
  .refine((form) => form.newPassword === form.confirmPassword, {
    error: V.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
    // Shown together with the other fields' errors, not only once they are fixed.
    when: () => true,
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
