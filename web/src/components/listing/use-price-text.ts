import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatPrice } from '@/lib/format';
import { formatPriceWords } from '@/lib/price-words';
import type { CardPrice } from '@/lib/card-price';

/** A price as words ('₹15 lakh') or exact ('₹15,00,000'), with its month or lease terms. */
export const priceText = (
  t: TFunction<'properties'>,
  language: string,
  price: CardPrice,
  style: 'words' | 'exact',
): string => {
  if (price.kind === 'onRequest') return t('price.onRequest');
  const amount =
    style === 'words' ? formatPriceWords(price.amount, language) : formatPrice(price.amount);
  if (price.kind === 'perMonth') return t('price.perMonth', { price: amount });
  if (price.kind === 'lease') return t('price.lease', { price: amount, count: price.months });
  return amount;
};

// Shared by every screen that shows a listing's price; it reads the `properties` texts, which a
// screen outside the search feature loads with `@/features/properties/i18n` in its route file.
// Cards say lakh and crore; the detail page gives the exact rupee amount.
export const usePriceText = (style: 'words' | 'exact' = 'words') => {
  const { t, i18n } = useTranslation('properties');
  return useCallback(
    (price: CardPrice): string => priceText(t, i18n.language, price, style),
    [i18n.language, style, t],
  );
};
