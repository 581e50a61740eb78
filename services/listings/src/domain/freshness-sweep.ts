import { buildEvent, isAppError } from '@ghar/platform';
import {
  asksOwner,
  DAY_MS,
  freshnessChange,
  freshnessStep,
  hideAtFor,
  type FreshnessSettings,
  type FreshnessStep,
} from './freshness';
import type { ListingsDeps } from './ports';
import type { PropertyRecord } from './property';
import { EVENT_SOURCE, propertyUpdatedEvent } from './property-events';
import { writeListing } from './write-listing';

/** Live FREE listings, still shown in search, unconfirmed since before a date (ids only). */
export interface FreshnessCandidates {
  unconfirmedSince(before: Date): Promise<string[]>;
}

const SWEEP = { actorId: null } as const;

const checkRequestedEvent = (listing: PropertyRecord, hideAt: Date) =>
  buildEvent(
    'ListingFreshnessCheckRequested',
    listing.id,
    {
      propertyId: listing.id,
      title: listing.title,
      ownerId: listing.owner.id,
      ownerEmail: listing.owner.email,
      ownerName: listing.owner.name || undefined,
      askedAt: (listing.freshnessAskedAt ?? new Date()).toISOString(),
      hideAt: hideAt.toISOString(),
    },
    { source: EVENT_SOURCE, actor: null },
  );

/** The owner hears their listing left search (issue 27): an event of its own, not a snapshot's flag. */
const hiddenEvent = (listing: PropertyRecord, hiddenAt: Date) =>
  buildEvent(
    'ListingHiddenForFreshness',
    listing.id,
    {
      propertyId: listing.id,
      title: listing.title,
      ownerId: listing.owner.id,
      ownerEmail: listing.owner.email,
      ownerName: listing.owner.name || undefined,
      hiddenAt: hiddenAt.toISOString(),
    },
    { source: EVENT_SOURCE, actor: null },
  );

/** One listing's step, re-decided on the state it writes (an owner may confirm meanwhile). */
async function sweepOne(
  deps: ListingsDeps,
  id: string,
  settings: FreshnessSettings,
  now: Date,
): Promise<FreshnessStep | null> {
  let taken: FreshnessStep | null = null;
  await writeListing(deps, id, 'system', (current) => {
    const step = freshnessStep(current, now, settings);
    taken = step;
    if (!step) return null;
    const hideAt = hideAtFor(current, settings);
    return {
      change: freshnessChange(current, step, now),
      events: (next) => [
        ...(asksOwner(current, step) ? [checkRequestedEvent(next, hideAt)] : []),
        // Every search model follows: asked (the owner's list shows the question) or hidden
        // (public search drops it), both in the snapshot.
        propertyUpdatedEvent(next, SWEEP),
        ...(step === 'hide' ? [hiddenEvent(next, now)] : []),
      ],
    };
  });
  return taken;
}

/**
 * The freshness sweep (hourly job): asks the owners of FREE listings unconfirmed for the asking
 * period (ListingFreshnessCheckRequested → an e-mail through notifications) and hides from search
 * those unconfirmed for the hiding period (PropertyUpdated). A listing deleted meanwhile is
 * skipped; one that fails is logged and left to the next run.
 */
export async function sweepFreshness(
  deps: ListingsDeps,
  candidates: FreshnessCandidates,
  settings: FreshnessSettings,
  now: Date = deps.clock.now(),
) {
  const result = { asked: 0, hidden: 0, failed: 0 };
  const before = new Date(now.getTime() - settings.askAfterDays * DAY_MS);
  for (const id of await candidates.unconfirmedSince(before)) {
    try {
      const step = await sweepOne(deps, id, settings, now);
      if (step === 'ask') result.asked += 1;
      if (step === 'hide') result.hidden += 1;
    } catch (error) {
      if (isAppError(error) && error.httpStatus === 404) continue;
      result.failed += 1;
      deps.logger.warn({ err: error, propertyId: id }, 'freshness sweep skipped a listing');
    }
  }
  return result;
}
