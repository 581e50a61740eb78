import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/lib/format';
import { formatPriceWords } from '@/lib/price-words';
import type { CardPrice } from '@/lib/card-price';

// Shared by every screen that shows a listing's price; it reads the `properties` texts, which a
// screen outside the search feature loads with `@/features/properties/i18n` in its route file.
// Cards say lakh and crore; the detail page gives the exact rupee amount.
export const usePriceText = (style: 'words' | 'exact' = 'words') => {
  const { t, i18n } = useTranslation('properties');
  return useCallback(
    (price: CardPrice): string => {
      if (price.kind === 'onRequest') return t('price.onRequest');
      const amount =
        style === 'words'
          ? formatPriceWords(price.amount, i18n.language)
          : formatPrice(price.amount);
      if (price.kind === 'perMonth') return t('price.perMonth', { price: amount });
      if (price.kind === 'lease') return t('price.lease', { price: amount, count: price.months });
      return amount;
    },
    [i18n.language, style, t],
  );
};
