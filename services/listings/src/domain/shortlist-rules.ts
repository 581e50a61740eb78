import { LIMITS } from '@ghar/contracts/constants';
import type { PropertySummary, ShortlistItem } from '@ghar/contracts/http';

/** One home a user saved, as the shortlist keeps it (issue 27 item 5). */
export interface SavedHome {
  userId: string;
  propertyId: string;
  /** The card price when saved: a lower one now is 'Price dropped'. */
  savedPrice: number;
  /** The title when saved: what the page still shows once the listing is deleted. */
  title: string;
  savedAt: Date;
}

/** The listing as search holds it now; undefined once it is deleted. */
export interface CurrentListing {
  status: string;
  hidden: boolean;
  shownPrice: number;
  summary(): PropertySummary;
}

/**
 * A saved home with its listing's state now. A deleted listing stays on the list, marked
 * unavailable with the title it was saved with: the user learns it is gone instead of finding
 * one home fewer, and removes it when they like.
 */
export function shortlistItemOf(
  saved: SavedHome,
  current: CurrentListing | undefined,
): ShortlistItem {
  const base = {
    propertyId: saved.propertyId,
    savedAt: saved.savedAt.toISOString(),
    savedPrice: saved.savedPrice,
  };
  if (!current) return { ...base, title: saved.title, priceDropped: false, unavailable: true };
  const property = current.summary();
  return {
    ...base,
    title: property.title,
    currentPrice: current.shownPrice,
    priceDropped: current.shownPrice < saved.savedPrice,
    unavailable: current.status !== 'FREE' || current.hidden,
    property,
  };
}

/** Why a save is refused, or null: a home already saved is saved again at no cost. */
export function shortlistRefusal(savedIds: readonly string[], propertyId: string): 'full' | null {
  if (savedIds.includes(propertyId)) return null;
  return savedIds.length >= LIMITS.shortlistMax ? 'full' : null;
}
