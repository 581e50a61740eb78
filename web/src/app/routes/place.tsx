import { PlacePage } from '@/features/properties/components/place-page';
import type { DealSlug } from '@/features/properties/utils/place-filters';

export const placeRoute = (deal: DealSlug) => () => <PlacePage deal={deal} />;
export const RentPlaceRoute = placeRoute('rent');
export const BuyPlaceRoute = placeRoute('buy');
export const LeasePlaceRoute = placeRoute('lease');
