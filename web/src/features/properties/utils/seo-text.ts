import type { TFunction } from 'i18next';
import type { PropertySummary } from '@ghar/contracts/http';
import { priceText } from '@/components/listing/use-price-text';
import { cardPrice } from '@/lib/card-price';

type Listing = Pick<
  PropertySummary,
  | 'title'
  | 'type'
  | 'action'
  | 'bhk'
  | 'locality'
  | 'city'
  | 'price'
  | 'perMonthCharges'
  | 'leaseDuration'
>;

export type PageText = { title: string; description: string };

const DESCRIPTION_MAX = 160;

/** Search engines show about 160 characters of a description; longer ones end with '…'. */
export const clip = (text: string, max = DESCRIPTION_MAX): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
};

/**
 * A listing's page title and description (issue 28): '2 BHK Flat for Rent in Malviya Nagar,
 * Jaipur — ₹15,000 / month | Ghar', in the language `t` speaks. Used by the server's head and
 * by the browser's document.title, so both say the same.
 */
export const listingPageText = (
  t: TFunction<'properties'>,
  language: string,
  listing: Listing,
): PageText => {
  const type = t(`seo.type.${listing.type}`);
  const what = listing.bhk ? t('seo.bhk', { count: listing.bhk, type }) : type;
  const texts = {
    what,
    action: t(`seo.action.${listing.action}`),
    place: [listing.locality, listing.city].filter(Boolean).join(', '),
    price: priceText(t, language, cardPrice(listing), 'exact'),
    title: listing.title,
  };
  return {
    title: t('seo.detailTitle', texts),
    description: clip(t('seo.detailDescription', texts)),
  };
};

/** A search page's title and description: the spec's title rule with the number found. */
export const searchPageText = (
  t: TFunction<'properties'>,
  heading: string,
  total: number,
): PageText => {
  const texts = {
    title: heading,
    found: t('search.found', { count: total }),
  };
  return {
    title: t('seo.searchTitle', texts),
    description: clip(t('seo.searchDescription', texts)),
  };
};
