import { z } from 'zod';
import { canonicalPropertyType, PROPERTY_TYPES } from '../constants/property-types';

/*
 * Multipart bodies and query strings carry every value as a string, while web forms may hold
 * numbers and booleans; these accept both. A blank value means "not given".
 */

const blankToUndefined = (value: string | number | null | undefined) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : Number(value);

/** An optional number; anything that is not a finite number gets `message`. */
export const optionalNumber = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform(blankToUndefined)
    .pipe(z.number({ error: message }).optional());

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

/** An optional number that must be 0 or more. */
export const optionalAmount = (message: string) =>
  optionalNumber(message).refine((value) => value === undefined || value >= 0, { error: message });

/** An optional whole number that must be 0 or more. */
export const optionalCount = (message: string) =>
  optionalNumber(message).refine(
    (value) => value === undefined || (Number.isInteger(value) && value >= 0),
    { error: message },
  );

/** A number that must be given and above 0. */
export const positiveNumber = (message: string) =>
  z
    .union([z.number(), z.string(), z.null()], { error: message })
    .optional()
    .transform(blankToUndefined)
    .pipe(z.number({ error: message }).positive({ error: message }));

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
