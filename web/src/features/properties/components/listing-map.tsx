import type { PublicProperty } from '@ghar/contracts/http';
import { lazy, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NearScreen } from '@/components/map/near-screen';

// Leaflet, its CSS and the map's texts load when the box nears the screen (issue 26 item 4).
const ListingMapView = lazy(() => import('./listing-map-view'));

export type ListingMapProps = {
  property: Pick<
    PublicProperty,
    'id' | 'title' | 'latitude' | 'longitude' | 'locality' | 'city' | 'state'
  >;
};

/** The detail page's "Location on map": a box of fixed size the map fills once near the screen. */
export const ListingMap = ({ property }: ListingMapProps) => {
  const { t } = useTranslation('properties');
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('detail.sections.location')}
      </h2>
      <NearScreen className="mt-3 h-64 overflow-hidden rounded-xl bg-slate-100 sm:h-80">
        <ListingMapView property={property} />
      </NearScreen>
    </section>
  );
};
