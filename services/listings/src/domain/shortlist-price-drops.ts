import type { PropertySummary } from '@ghar/contracts/http';
import { buildEvent } from '@ghar/platform';
import { EVENT_SOURCE } from './property-events';
import type { ListingsDeps } from './ports';
import { searchEntryOf } from './search/search-entry';

/** Shortlist entries read per query while one listing's holders are told. */
const BATCH = 100;

/** Whether a holder hears of this price: below the saved one and below any told before. */
export const isPriceDropNews = (
  saved: { savedPrice: number; notifiedPrice?: number },
  price: number,
) => price < saved.savedPrice && (saved.notifiedPrice === undefined || price < saved.notifiedPrice);

/**
 * "A saved home drops in price" (issue 27 item 6): a listing written with a card price below what
 * some users saved it at tells each of them once per lower price (ShortlistedPriceDropped on the
 * entry's outbox, with its notifiedPrice). Its holders are found by the index on
 * {propertyId, _id}, a batch at a time; a home not FREE or hidden from search tells nobody.
 */
export async function tellShortlistPriceDrops(
  deps: Pick<ListingsDeps, 'shortlists'>,
  written: { listing: PropertySummary; ownerId: string; version: number },
): Promise<number> {
  const entry = searchEntryOf(written.listing, written.ownerId, written.version);
  if (entry.status !== 'FREE' || entry.hidden || !Number.isFinite(entry.shownPrice)) return 0;
  const price = entry.shownPrice;
  let told = 0;
  let after: string | undefined;
  for (;;) {
    const holders = await deps.shortlists.holdersOf(entry.id, after, BATCH);
    for (const holder of holders) {
      if (!isPriceDropNews(holder, price)) continue;
      const event = buildEvent(
        'ShortlistedPriceDropped',
        entry.id,
        {
          userId: holder.userId,
          propertyId: entry.id,
          title: written.listing.title,
          savedPrice: holder.savedPrice,
          price,
        },
        { source: EVENT_SOURCE },
      );
      if (await deps.shortlists.notePriceDrop(holder.entryId, price, [event])) told += 1;
    }
    if (holders.length < BATCH) return told;
    after = holders[holders.length - 1]!.entryId;
  }
}
