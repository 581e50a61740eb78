import type { PropertySummary } from '@ghar/contracts/http';
import type { TFunction } from 'i18next';
import type { CardPrice } from '@/lib/card-price';

/*
 * Why not lib/card-price, lib/format and use-price-text: the bundler had merged them into the first
 * script, and a new lazy page importing them moved them into a shared chunk the search page
 * loads first, past its 170 KB budget (bench:bundle). The few lines below are their rules for
 * one saved home; keep them in step with those files.
 */

const WHOLE_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/**
 * A saved home's price as its card shows it, at an amount: the shortlist keeps the card price it
 * was saved at (the sale price, or the monthly or the lease charge), as the server compares.
 */
export const cardPriceAt = (
  property: Pick<PropertySummary, 'action' | 'leaseDuration'>,
  amount: number,
): CardPrice => {
  if (!(amount > 0)) return { kind: 'onRequest' };
  if (property.action === 'SELL') return { kind: 'total', amount };
  if (property.action === 'LEASE' && property.leaseDuration) {
    return { kind: 'lease', amount, months: property.leaseDuration };
  }
  return { kind: 'perMonth', amount };
};

/** A card price in exact rupees with its month or lease terms ('₹25,000 / month'). */
export const exactPriceText = (t: TFunction<'properties'>, price: CardPrice): string => {
  if (price.kind === 'onRequest') return t('price.onRequest');
  const amount = WHOLE_RUPEES.format(price.amount);
  if (price.kind === 'perMonth') return t('price.perMonth', { price: amount });
  if (price.kind === 'lease') return t('price.lease', { price: amount, count: price.months });
  return amount;
};

/** When it was saved, as the reader's dates read (India's time). */
export const savedDateText = (iso: string, language: string): string =>
  new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    dateStyle: 'medium',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
