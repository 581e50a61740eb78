import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router-dom';
import { paths } from '@/config/paths';
import { placeKeys, placeSummaryQuery } from '@/features/properties/api/get-place';
import { DEALS, placeFilters, type DealSlug } from '@/features/properties/utils/place-filters';
import { propertyKeys } from '@/features/properties/api/query-keys';
import { parseSearchParams, toApiQuery } from '@/features/properties/utils/search-filters';
import {
  type PropertyDetail,
  type PropertyLocationsList,
  type PropertySearchResponse,
  placeSummarySchema,
  propertyDetailSchema,
  propertyLocationsListSchema,
  propertySearchResponseSchema,
} from '@ghar/contracts/http';
import type { SearchFilters } from '@/features/properties/utils/search-filters';
import type { Language } from '@/lib/i18n';
import { liveSettingsOf, PUBLIC_SETTINGS_KEY } from '@/lib/public-settings';
import { publicSettingsSchema } from '@/lib/public-settings-check';

/**
 * A GET to the listings service (`/properties…`) answering its `data`; throws on any failure,
 * with the service's `status` on the error when it answered one.
 */
export type ServerGet = (path: string) => Promise<unknown>;

/** What the page shows, for its head (entry-server.tsx). */
export type FirstPage =
  | { kind: 'home' }
  | {
      kind: 'search';
      filters: SearchFilters;
      page: number;
      search: PropertySearchResponse;
      locations?: PropertyLocationsList;
    }
  | { kind: 'detail'; property: PropertyDetail }
  /** A missing, malformed or deleted listing: 404, the browser shows its not-found view. */
  | { kind: 'missing' };

export type FirstData = {
  /** The photo that is the page's largest paint (WebP), worth a preload link. */
  leadImage?: string;
  page: FirstPage;
};

/** The listings service refused the id (400 malformed, 404 missing or deleted). */
const isMissing = (error: unknown) => {
  const status = (error as { status?: unknown } | undefined)?.status;
  return status === 404 || status === 400;
};

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/**
 * Fills the request's query cache with exactly what the page's hooks ask for first, under the
 * same keys and checked with the same shapes as in the browser, so that the server render shows
 * the listings and the browser's first render finds them (no second request, same markup).
 * Undefined: not a page rendered on the server.
 */
export const loadFirstData = async (
  url: URL,
  language: Language,
  client: QueryClient,
  get: ServerGet,
): Promise<FirstData | undefined> => {
  const { pathname } = url;
  if (pathname === paths.home.path) return { page: { kind: 'home' } };

  if (matchPath(paths.properties.path, pathname)) {
    const { filters, page } = parseSearchParams(url.searchParams);
    const apiQuery = toApiQuery(filters, page);
    const [search, locations] = await Promise.all([
      get(`/properties?${query(apiQuery)}`).then((data) =>
        propertySearchResponseSchema.parse(data),
      ),
      // The Hindi title names the city in Hindi (property-search.tsx asks for the list then).
      language === 'hi'
        ? get('/properties/locations/list').then((data) => propertyLocationsListSchema.parse(data))
        : undefined,
    ]);
    client.setQueryData(propertyKeys.search(apiQuery), search);
    if (locations) client.setQueryData(propertyKeys.locations, locations);
    return {
      leadImage: search.properties[0]?.media[0]?.thumb?.webp,
      page: { kind: 'search', filters, page, search, locations },
    };
  }

  // A city, type or locality page (issue 28): its summary names the search it lists.
  const place = /^\/(rent|buy|lease)\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (place) {
    const summaryQuery = placeSummaryQuery({
      action: DEALS[place[1] as DealSlug],
      city: decodeURIComponent(place[2]!),
      place: place[3] ? decodeURIComponent(place[3]) : undefined,
    });
    const summary = placeSummarySchema.parse(
      await get(`/properties/places/summary?${query(summaryQuery)}`),
    );
    client.setQueryData(placeKeys.summary(summaryQuery), summary);
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const filters = placeFilters(summary);
    const apiQuery = toApiQuery(filters, page);
    const search = propertySearchResponseSchema.parse(await get(`/properties?${query(apiQuery)}`));
    client.setQueryData(propertyKeys.search(apiQuery), search);
    // Its head is a search's (title rule, count, ItemList), canonical at the page's own URL.
    return {
      leadImage: search.properties[0]?.media[0]?.thumb?.webp,
      page: { kind: 'search', filters, page, search },
    };
  }

  const detail = matchPath(paths.property.path, pathname);
  const id = detail?.params.id;
  if (id) {
    let answer: unknown;
    try {
      answer = await get(`/properties/${encodeURIComponent(id)}`);
    } catch (error) {
      if (isMissing(error)) return { page: { kind: 'missing' } };
      throw error;
    }
    const property = propertyDetailSchema.parse(answer);
    client.setQueryData(propertyKeys.detail(id), property);
    return { leadImage: property.media[0]?.medium?.webp, page: { kind: 'detail', property } };
  }
  return undefined;
};

/**
 * The footer's settings (GET /api/settings, `usePublicSettings`) under the browser's key: the
 * page shows the admin's support contacts, and the browser, finding them fresh, neither asks
 * again on arrival nor renders the footer a second time right after hydration. Without an answer
 * the page is rendered with the defaults, as the browser would, and the browser asks.
 */
export const loadPublicSettings = async (
  client: QueryClient,
  settings: (() => Promise<unknown>) | undefined,
): Promise<void> => {
  if (!settings) return;
  const answer = await settings().catch(() => undefined);
  const checked = publicSettingsSchema.safeParse(answer);
  if (checked.success) client.setQueryData(PUBLIC_SETTINGS_KEY, liveSettingsOf(checked.data));
};
