import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { AADHAAR_PATTERN, MOBILE_PATTERN, PASSWORD_SPECIAL_PATTERN } from '../constants/patterns';
import { VALIDATION_MESSAGES as V } from '../messages/validation';

type Rule = readonly [test: (value: string) => boolean, message: string];

/**
 * Reports only the first rule that fails, as the spec's forms do. The issue does not abort, so
 * object-level rules (password confirmation, property conditions) still run beside it.
 */
export const firstFailing =
  (rules: readonly Rule[]) =>
  (value: string, ctx: z.RefinementCtx<string>): void => {
    const failed = rules.find(([test]) => !test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed[1], input: value });
  };

const filled = (value: string) => value.length > 0;

/** A text's maximum length and the message when it is longer. */
export type TextLimit = readonly [maxLength: number, tooLong: string];

/**
 * Every free text is bounded (names, titles and descriptions more tightly): an unbounded field
 * lets one request grow a document, and the event carrying it, past what Kafka accepts.
 */
const ANY_TEXT: TextLimit = [LIMITS.textMaxLength, V.textTooLong];
const NAME: TextLimit = [LIMITS.nameMaxLength, V.nameTooLong];
export const TITLE_LIMIT: TextLimit = [LIMITS.titleMaxLength, V.titleTooLong];
export const DESCRIPTION_LIMIT: TextLimit = [LIMITS.descriptionMaxLength, V.descriptionTooLong];

/** A trimmed string that must not be empty; a missing value gets the same message. */
export const requiredText = (message: string, [maxLength, tooLong]: TextLimit = ANY_TEXT) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(maxLength, { error: tooLong });

/** A trimmed optional string; an empty value stays empty (it clears the field on update). */
export const optionalText = z.string().trim().max(ANY_TEXT[0], { error: ANY_TEXT[1] }).optional();

/**
 * C0 and C1 controls (NUL, line breaks, escape…) and the bidirectional overrides, embeddings,
 * isolates and marks: in a name they hide text or make it read backwards (U+202E turns
 * "Rahulgpj.exe" into "Rahulexe.jpg") wherever the name is shown.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** A person's full name: required, at most 100 characters, no control characters. */
export const personNameSchema = requiredText(V.fullNameRequired, NAME).refine(
  (value) => !CONTROL_OR_BIDI.test(value),
  { error: V.nameHasControlCharacters },
);

/** A trimmed optional code; blank means none. */
export const optionalCode = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Trimmed and lower-cased, so one address is one account whatever its spelling. */
export const emailSchema = z
  .string({ error: V.emailRequired })
  .trim()
  .toLowerCase()
  .superRefine(
    firstFailing([
      [filled, V.emailRequired],
      [(value) => z.regexes.email.test(value), V.emailInvalid],
    ]),
  );

/** Strength rules in the order the spec shows them; only the first failure is reported. */
export const passwordSchema = z.string({ error: V.passwordTooShort }).superRefine(
  firstFailing([
    [(value) => value.length >= LIMITS.passwordMinLength, V.passwordTooShort],
    [(value) => /[a-z]/.test(value), V.passwordNeedsLowercase],
    [(value) => /[A-Z]/.test(value), V.passwordNeedsUppercase],
    [(value) => /\d/.test(value), V.passwordNeedsNumber],
    [(value) => PASSWORD_SPECIAL_PATTERN.test(value), V.passwordNeedsSpecial],
  ]),
);

/** People type mobile numbers in groups (98765 43210); every rule sees the bare digits. */
const withoutSpaces = (value: string) => value.replace(/\s+/g, '');

/** Spaces are removed first; the output is the bare number. */
export const mobileSchema = z
  .string({ error: V.mobileInvalid })
  .transform(withoutSpaces)
  .pipe(z.string().regex(MOBILE_PATTERN, { error: V.mobileInvalid }));

/** A required mobile number whose empty value has its own prompt. */
export const requiredMobileSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .transform(withoutSpaces)
    .pipe(
      z.string().superRefine(
        firstFailing([
          [filled, requiredMessage],
          [(value) => MOBILE_PATTERN.test(value), V.mobileInvalid],
        ]),
      ),
    );

export const aadhaarSchema = z
  .string({ error: V.aadhaarInvalid })
  .trim()
  .regex(AADHAAR_PATTERN, { error: V.aadhaarInvalid });

/** Optional, but valid when filled; an empty value stays empty. */
export const optionalMobileSchema = z
  .string()
  .transform(withoutSpaces)
  .refine((value) => value === '' || MOBILE_PATTERN.test(value), { error: V.mobileInvalid })
  .optional();

/** Optional, but 12 digits when filled; an empty value stays empty. */
export const optionalAadhaarSchema = z
  .string()
  .trim()
  .refine((value) => value === '' || AADHAAR_PATTERN.test(value), { error: V.aadhaarInvalid })
  .optional();
