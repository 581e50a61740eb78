import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertySummary } from '@ghar/contracts/http';

type TitleOf = { listing: PropertySummary } | { heading: string; total: number };

/**
 * document.title as the server's head says it (issue 28: '2 BHK Flat for Rent in … | Ghar'), in
 * the reader's language, or `fallback` until the page's data is there. The builders load after
 * the page (they are not in its first JavaScript, which has a budget).
 */
export const useSeoTitle = (fallback: string, of: TitleOf | undefined): void => {
  const { t, i18n } = useTranslation('properties');
  const listing = of && 'listing' in of ? of.listing : undefined;
  const heading = of && 'heading' in of ? of.heading : undefined;
  const total = of && 'total' in of ? of.total : undefined;
  useEffect(() => {
    if (!listing && (heading === undefined || total === undefined)) {
      document.title = fallback;
      return;
    }
    let current = true;
    void import('../utils/seo-text').then(({ listingPageText, searchPageText }) => {
      if (!current) return;
      document.title = listing
        ? listingPageText(t, i18n.language, listing).title
        : searchPageText(t, heading ?? '', total ?? 0).title;
    });
    return () => {
      current = false;
    };
  }, [fallback, listing, heading, total, t, i18n.language]);
};
