import { z } from 'zod';
import { NUMBER_LIMITS } from '../constants/limits';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import { roundToPaise } from '../money/paise';
import { canonicalPropertyType, PROPERTY_TYPES } from '../constants/property-types';

/*
 * Multipart bodies and query strings carry every value as a string, while web forms may hold
 * numbers and booleans; these accept both. A blank value means "not given".
 */

/**
 * Plain decimal notation only: `Number()` alone would read "0x10" as 16, "1e300" as 10³⁰⁰ and
 * "Infinity" as a number, none of which a person types into a price box.
 */
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

const blankToUndefined = (value: string | number | null | undefined) => {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return DECIMAL.test(text) ? Number(text) : Number.NaN;
};

/** An optional number; anything that is not a finite number in decimal notation gets `message`. */
export const optionalNumber = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform(blankToUndefined)
    .pipe(z.number({ error: message }).optional());

/** A whole number in decimal notation (a query's page), from `min` to `max`. */
export const wholeNumber = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: message })
    .transform(blankToUndefined)
    .pipe(z.number({ error: message }).int({ error: message }).min(min, { error: message }))
    .refine((value) => value <= max, { error: message });

/** The largest value a number field takes and the message when it is larger. */
export type NumberCeiling = readonly [max: number, tooLarge: string];

const AMOUNT: NumberCeiling = [NUMBER_LIMITS.maxAmountRupees, V.amountTooLarge];

const within =
  ([max]: NumberCeiling) =>
  (value: number | undefined) =>
    value === undefined || value <= max;

export const optionalBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', ''])])
  .optional()
  .transform((value) =>
    value === '' || value === undefined ? undefined : String(value) === 'true',
  );

const splitList = (value: string): unknown => {
  const trimmed = value.trim();
  if (trimmed.startsWith('[')) {
    try {
      return JSON.parse(trimmed);
    } catch {
      return trimmed;
    }
  }
  return trimmed === '' ? [] : trimmed.split(',');
};

/** A list sent as an array, a comma-joined string or a JSON string of an array. */
export const stringList = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => (typeof value === 'string' ? splitList(value) : value))
  .pipe(
    z
      .array(z.string())
      .optional()
      .transform((list) => list?.map((item) => item.trim()).filter((item) => item !== '')),
  );

/**
 * An optional amount of rupees: 0 or more, at most the ceiling (₹1,000 crore unless told),
 * rounded to the paisa.
 */
export const optionalAmount = (message: string, ceiling: NumberCeiling = AMOUNT) =>
  optionalNumber(message)
    .refine((value) => value === undefined || value >= 0, { error: message })
    .refine(within(ceiling), { error: ceiling[1] })
    .transform((value) => (value === undefined ? undefined : roundToPaise(value)));

/** An optional number (an area in a search) from 0 to the ceiling. */
export const optionalMeasure = (message: string, ceiling: NumberCeiling) =>
  optionalNumber(message)
    .refine((value) => value === undefined || value >= 0, { error: message })
    .refine(within(ceiling), { error: ceiling[1] });

/** An optional whole number from 0 to the ceiling. */
export const optionalCount = (message: string, ceiling: NumberCeiling) =>
  optionalNumber(message)
    .refine((value) => value === undefined || (Number.isInteger(value) && value >= 0), {
      error: message,
    })
    .refine(within(ceiling), { error: ceiling[1] });

/** A number that must be given, above 0 and at most the ceiling. */
export const positiveNumber = (message: string, ceiling: NumberCeiling) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform(blankToUndefined)
    .pipe(z.number({ error: message }).positive({ error: message }))
    .refine(within(ceiling), { error: ceiling[1] });

/** One of `values`; blank means not given. */
export const optionalEnum = <const T extends readonly [string, ...string[]]>(
  values: T,
  message?: string,
) =>
  z
    .union([z.enum(values), z.literal('')], { error: message })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

/** A date (YYYY-MM-DD or an ISO timestamp); blank means not given. */
export const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || !Number.isNaN(Date.parse(value)), { error: message })
    .transform((value) => (value ? value : undefined));

/** An optional property type in a query; FLAT reads as APARTMENT (PROPERTY_TYPE_ALIASES). */
export const optionalPropertyType = (message?: string) =>
  optionalEnum(PROPERTY_TYPES, message).transform((type) =>
    type === undefined ? undefined : canonicalPropertyType(type),
  );
