/** Search text is matched literally: every regex metacharacter is escaped. */
export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A case-insensitive "contains" condition for a search box: what a person typed, never a pattern
 * (a stray `(` or `.*` must neither fail the query nor match everything). Works the same on
 * MongoDB 7 and FerretDB.
 */
export function containsText(text: string): { $regex: string; $options: 'i' } {
  return { $regex: escapeRegex(text), $options: 'i' };
}
