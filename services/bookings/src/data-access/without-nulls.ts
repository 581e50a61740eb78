/**
 * A stored document's fields as the domain types them: a missing optional value is undefined,
 * never the null an update may have stored for it.
 */
export function withoutNulls<T extends object>(doc: T): T {
  return Object.fromEntries(
    Object.entries(doc)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [
        key,
        value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)
          ? withoutNulls(value as object)
          : value,
      ]),
  ) as T;
}
