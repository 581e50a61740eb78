import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * What a group of listing fields needs from its form, so the full property form and the simple
 * one (whose values differ in type) render the same fields: how to register one, and its error.
 */
export type FieldBinding<N extends string> = {
  register: (name: N) => UseFormRegisterReturn<N>;
  errorOf: (name: N) => string | undefined;
  /** Fields this form offers without requiring them (the simple form's), shown unmarked. */
  optional?: readonly string[];
};

/** Whether a field carries the required mark in this form. */
export const isRequired = (binding: { optional?: readonly string[] }, name: string) =>
  !binding.optional?.includes(name);
