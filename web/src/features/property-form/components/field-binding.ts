import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * What a group of listing fields needs from its form, so the full property form and the simple
 * one (whose values differ in type) render the same fields: how to register one, and its error.
 */
export type FieldBinding<N extends string> = {
  register: (name: N) => UseFormRegisterReturn<N>;
  errorOf: (name: N) => string | undefined;
};
