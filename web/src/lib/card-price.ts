import type { PropertySummary } from '@ghar/contracts/http';

export type CardPrice =
  | { kind: 'onRequest' }
  | { kind: 'total'; amount: number }
  | { kind: 'perMonth'; amount: number }
  | { kind: 'lease'; amount: number; months: number };

const positive = (value: number | undefined): value is number =>
  typeof value === 'number' && value > 0;

// Spec part 1 §2 card: the price, or the monthly charges, or 'Price on request'. A sale shows
// its price; a rent its monthly charges; a lease its total charge (held in perMonthCharges,
// see contracts' PRICING_FIELDS_BY_ACTION) with the months it covers.
export const cardPrice = (
  property: Pick<PropertySummary, 'action' | 'price' | 'perMonthCharges' | 'leaseDuration'>,
): CardPrice => {
  const { action, price, perMonthCharges, leaseDuration } = property;
  if (action === 'RENT' && positive(perMonthCharges)) {
    return { kind: 'perMonth', amount: perMonthCharges };
  }
  if (action === 'LEASE' && positive(perMonthCharges)) {
    return positive(leaseDuration)
      ? { kind: 'lease', amount: perMonthCharges, months: leaseDuration }
      : { kind: 'total', amount: perMonthCharges };
  }
  if (positive(price)) return { kind: 'total', amount: price };
  if (positive(perMonthCharges)) return { kind: 'perMonth', amount: perMonthCharges };
  return { kind: 'onRequest' };
};
