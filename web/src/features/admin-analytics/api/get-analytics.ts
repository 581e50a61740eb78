import {
  bookingAnalyticsSchema,
  dealerAnalyticsSchema,
  propertyAnalyticsSchema,
  type BookingAnalytics,
  type DealerAnalytics,
  type PropertyAnalytics,
} from '@ghar/contracts/http';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminAnalyticsKeys, type AnalyticsName } from './query-keys';

export type AnalyticsOf = {
  properties: PropertyAnalytics;
  bookings: BookingAnalytics;
  dealers: DealerAnalytics;
};

const SCHEMAS = {
  properties: propertyAnalyticsSchema,
  bookings: bookingAnalyticsSchema,
  dealers: dealerAnalyticsSchema,
};

// GET /admin/analytics/properties|bookings|dealers (part 2 §7; each service answers its own).
export const getAnalytics = async <N extends AnalyticsName>(
  name: N,
  signal?: AbortSignal,
): Promise<AnalyticsOf[N]> =>
  SCHEMAS[name].parse(
    await api.get<unknown>(`/admin/analytics/${name}`, { signal }),
  ) as AnalyticsOf[N];

export const useAnalytics = <N extends AnalyticsName>(name: N) =>
  useQuery({
    queryKey: adminAnalyticsKeys.of(name),
    queryFn: ({ signal }) => getAnalytics(name, signal),
    // Weekly and monthly figures: a minute old is fresh enough for the admin home.
    staleTime: 60_000,
  });
