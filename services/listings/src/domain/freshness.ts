import type { ListingFreshness } from '@ghar/contracts/http';
import type { PropertyChange } from './ports';
import type { PropertyRecord } from './property';

/**
 * "Is this still available?" (issue 10 item 6). A FREE listing its owner has not confirmed (by
 * listing, editing or the one-click confirmation) for `askAfterDays` is asked about once; one
 * unconfirmed for `hideAfterDays` leaves public search (not deleted) until the owner confirms.
 */
export interface FreshnessSettings {
  askAfterDays: number;
  hideAfterDays: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

type Subject = Pick<
  PropertyRecord,
  'status' | 'createdAt' | 'availabilityConfirmedAt' | 'freshnessAskedAt' | 'hiddenFromSearch'
>;

/** Since when the listing counts as confirmed: the later of its listing and its last confirmation. */
export const freshSince = (listing: Subject): Date =>
  listing.availabilityConfirmedAt && listing.availabilityConfirmedAt > listing.createdAt
    ? listing.availabilityConfirmedAt
    : listing.createdAt;

/** Asked since its last confirmation (an older question was answered). */
const askedSinceConfirmed = (listing: Subject) =>
  listing.freshnessAskedAt !== undefined && listing.freshnessAskedAt >= freshSince(listing);

export type FreshnessStep = 'ask' | 'hide';

/** What the sweep does to one listing at `now`: nothing, ask its owner, or hide it from search. */
export function freshnessStep(
  listing: Subject,
  now: Date,
  settings: FreshnessSettings,
): FreshnessStep | null {
  if (listing.status !== 'FREE' || listing.hiddenFromSearch) return null;
  const age = now.getTime() - freshSince(listing).getTime();
  if (age >= settings.hideAfterDays * DAY_MS) return 'hide';
  if (age >= settings.askAfterDays * DAY_MS && !askedSinceConfirmed(listing)) return 'ask';
  return null;
}

/** The write a step makes; hiding a listing never asked about (the sweep was down) asks too. */
export function freshnessChange(listing: Subject, step: FreshnessStep, now: Date): PropertyChange {
  const askedAt = askedSinceConfirmed(listing) ? listing.freshnessAskedAt : now;
  return step === 'ask'
    ? { freshnessAskedAt: now }
    : { freshnessAskedAt: askedAt, hiddenFromSearch: true };
}

/** Whether the step's write is the first question since the last confirmation (an e-mail is due). */
export const asksOwner = (listing: Subject, step: FreshnessStep) =>
  step === 'ask' || !askedSinceConfirmed(listing);

/** When the listing leaves search unless its owner confirms first. */
export const hideAtFor = (listing: Subject, settings: FreshnessSettings): Date =>
  new Date(freshSince(listing).getTime() + settings.hideAfterDays * DAY_MS);

/** The owner says it is still available (or edits it): fresh again and back in search. */
export const confirmedChange = (now: Date): PropertyChange => ({
  availabilityConfirmedAt: now,
  hiddenFromSearch: false,
});

/** What the owner's view shows: the dashboard banner asks while 'ask' or 'hidden'. */
export function freshnessOf(listing: Subject): ListingFreshness {
  const state = listing.hiddenFromSearch
    ? 'hidden'
    : listing.status === 'FREE' && askedSinceConfirmed(listing)
      ? 'ask'
      : 'fresh';
  return {
    state,
    askedAt: state === 'fresh' ? undefined : listing.freshnessAskedAt?.toISOString(),
    confirmedAt: listing.availabilityConfirmedAt?.toISOString(),
  };
}
