/**
 * Compile-time equality of two types, for the zod/mini copies of contracts' schemas: a copy that
 * drifts from the contract's type fails `tsc`, not a user's page.
 */
export type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export type Expect<T extends true> = T;
