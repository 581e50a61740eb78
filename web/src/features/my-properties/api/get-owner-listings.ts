import { LIMITS, PAGE_SIZES } from '@ghar/contracts/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownerListingKeys, ownerListingPageSchema } from './owner-listing';
import type { OwnerListing, OwnerListingPage } from './owner-listing';

export const getOwnerListingPage = async (
  ownerId: string,
  page: number,
  limit: number = PAGE_SIZES.ownerDashboard,
  signal?: AbortSignal,
): Promise<OwnerListingPage> =>
  ownerListingPageSchema.parse(
    await api.get<unknown>('/properties', { query: { ownerId, page, limit }, signal }),
  );

/** Every listing, whatever its owner or status (admin only: GET /properties/admin/all). */
const getEveryListingPage = async (page: number, signal?: AbortSignal): Promise<OwnerListingPage> =>
  ownerListingPageSchema.parse(
    await api.get<unknown>('/properties/admin/all', {
      query: { page, limit: PAGE_SIZES.ownerDashboard },
      signal,
    }),
  );

/**
 * The dashboard pages through the owner's listings, 20 at a time; without an owner (an admin's
 * dashboard, part 1 §6: "the dashboard lists all properties for ADMIN") through every listing.
 */
export const useDashboardListingPage = (ownerId: string | undefined, page: number) =>
  useQuery({
    queryKey: ownerListingKeys.page(ownerId ?? 'everyone', page),
    queryFn: ({ signal }) =>
      ownerId
        ? getOwnerListingPage(ownerId, page, PAGE_SIZES.ownerDashboard, signal)
        : getEveryListingPage(page, signal),
    placeholderData: keepPreviousData,
  });

/**
 * My Properties counts, values and searches across every listing the owner has, so it reads all
 * of them (an owner has a handful; the largest page the server gives keeps it to one call).
 */
export const getEveryOwnerListing = async (
  ownerId: string,
  signal?: AbortSignal,
): Promise<OwnerListing[]> => {
  const listings: OwnerListing[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getOwnerListingPage(ownerId, page, LIMITS.maxPageSize, signal);
    listings.push(...answer.properties);
    if (page >= answer.pagination.pages || answer.properties.length === 0) return listings;
  }
};

export const useEveryOwnerListing = (ownerId: string) =>
  useQuery({
    queryKey: ownerListingKeys.every(ownerId),
    queryFn: ({ signal }) => getEveryOwnerListing(ownerId, signal),
  });
