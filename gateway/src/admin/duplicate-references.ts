/** A reference as people type it: case and spaces do not make two payments different. */
export const normalizedReference = (reference: string): string =>
  reference.toLowerCase().replace(/\s+/g, '');

/**
 * For each payment id, the other payments that carry one of its references (case- and
 * space-insensitive): the same UPI or payment reference on two payments is one payment claimed
 * twice, or a typo to check. A payment's own references never make it a duplicate of itself.
 */
export function duplicateReferences(
  payments: readonly { id: string; references: readonly string[] }[],
): Map<string, string[]> {
  const holders = new Map<string, Set<string>>();
  for (const payment of payments) {
    for (const reference of new Set(payment.references.map(normalizedReference))) {
      if (!reference) continue;
      const ids = holders.get(reference) ?? new Set<string>();
      ids.add(payment.id);
      holders.set(reference, ids);
    }
  }
  const duplicates = new Map<string, string[]>();
  for (const payment of payments) {
    const others = new Set<string>();
    for (const reference of payment.references.map(normalizedReference)) {
      for (const id of holders.get(reference) ?? []) if (id !== payment.id) others.add(id);
    }
    duplicates.set(payment.id, [...others]);
  }
  return duplicates;
}
