import '../i18n';
import { useQueries } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api-error';
import { getProperty } from '../api/get-property';
import { propertyKeys } from '../api/query-keys';
import {
  cardOf,
  clearRecentlyViewed,
  forgetViewed,
  readRecentlyViewed,
} from '../utils/recently-viewed';
import { ListingRow } from './listing-row';

const isGone = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * "Recently viewed" on the home page (issue 26 item 5): the listings this browser opened, from
 * localStorage, so only in the browser after hydration (see HomeRoute). Each is asked for again:
 * the card shows its status now (Booked, Sold), and one that no longer exists is dropped.
 */
export const RecentlyViewed = () => {
  const { t } = useTranslation('properties');
  const [stored, setStored] = useState(readRecentlyViewed);
  const fresh = useQueries({
    queries: stored.map((card) => ({
      queryKey: propertyKeys.detail(card.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getProperty(card.id, signal),
      retry: false,
    })),
  });
  const goneIds = stored.filter((_, i) => isGone(fresh[i]?.error)).map((card) => card.id);
  const gone = goneIds.join(',');
  useEffect(() => {
    for (const id of gone ? gone.split(',') : []) forgetViewed(id);
  }, [gone]);

  const cards = stored.flatMap((card, i) => {
    if (goneIds.includes(card.id)) return [];
    const now = fresh[i]?.data;
    return [now ? cardOf(now) : card];
  });
  if (cards.length === 0) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6">
      <ListingRow
        headingId="recently-viewed"
        title={t('recent.title')}
        properties={cards}
        action={
          <Button
            variant="ghost"
            onClick={() => {
              clearRecentlyViewed();
              setStored([]);
            }}
          >
            {t('recent.clear')}
          </Button>
        }
      />
    </div>
  );
};
