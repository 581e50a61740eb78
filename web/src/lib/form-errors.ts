import type { FieldErrors, FieldValues, UseFormRegisterReturn } from 'react-hook-form';
import { isApiError, screenErrorMessage } from './api-error';
import { digitsOnly } from './identity-format';

// The client-side messages of a form in the order its fields show.
export const fieldErrorMessages = <T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): string[] =>
  order.flatMap((name) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? [message] : [];
  });

// What a refused submit shows: the server's list of problems when it sent one, otherwise
// its message, otherwise the screen's fallback (part 2 §8 "Screen fallbacks").
export const refusalMessages = (error: unknown, fallback: string): string[] => {
  if (isApiError(error) && error.errors.length > 1) return error.errors;
  return [screenErrorMessage(error, fallback)];
};

// Number-only inputs (mobile, Aadhaar): the typed text keeps its digits, up to `maxLength`,
// before the form reads it.
export const digitsOnlyInput = <N extends string>(
  registration: UseFormRegisterReturn<N>,
  maxLength: number,
): UseFormRegisterReturn<N> & { inputMode: 'numeric'; maxLength: number } => ({
  ...registration,
  inputMode: 'numeric',
  maxLength,
  onChange: (event) => {
    const input = event.target as HTMLInputElement;
    input.value = digitsOnly(input.value, maxLength);
    return registration.onChange(event);
  },
});
