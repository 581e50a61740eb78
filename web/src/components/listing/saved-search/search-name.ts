import { LIMITS } from '@ghar/contracts/constants';
import { formatRupees } from '@ghar/contracts/format';
import type { TFunction } from 'i18next';

type Translate = TFunction<'saved-searches'>;

const rupees = (value: string | undefined) =>
  value && Number.isFinite(Number(value)) ? formatRupees(Number(value)) : undefined;

/**
 * A saved search's name from the search page's filters, in the reader's language: what
 * (BHK, type), where (locality, city, state or the typed place) and the budget — "2 BHK in
 * Jodhpur under ₹20,000". Only what the filters say; at most the name's length.
 */
export function searchName(
  filters: Partial<Record<string, string>>,
  t: Translate,
  typeLabel: (type: string) => string,
): string {
  const bhk = filters.bhk || (filters.minBhk ? `${filters.minBhk}+` : '');
  const what = [bhk && t('name.bhk', { bhk }), filters.type && typeLabel(filters.type)]
    .filter(Boolean)
    .join(' ');
  const place = [filters.locality, filters.city || filters.state || filters.location]
    .filter(Boolean)
    .join(', ');
  const max = rupees(filters.maxPerMonthCharges) ?? rupees(filters.maxPrice);
  const min = rupees(filters.minPerMonthCharges) ?? rupees(filters.minPrice);
  const parts = [
    what || t('name.any'),
    place && t('name.in', { place }),
    max ? t('name.under', { price: max }) : min && t('name.from', { price: min }),
  ];
  return parts.filter(Boolean).join(' ').slice(0, LIMITS.savedSearchNameMaxLength).trim();
}

const DEALS: Record<string, 'name.forRent' | 'name.forLease' | 'name.forSale'> = {
  RENT: 'name.forRent',
  LEASE: 'name.forLease',
  SELL: 'name.forSale',
};

/** The saved search's filters in words for its card: the name's parts with the deal. */
export function searchSummary(
  filters: Partial<Record<string, string>>,
  t: Translate,
  typeLabel: (type: string) => string,
): string {
  const deal = filters.action && DEALS[filters.action];
  const name = searchName(filters, t, typeLabel);
  return deal ? `${name} · ${t(deal)}` : name;
}
