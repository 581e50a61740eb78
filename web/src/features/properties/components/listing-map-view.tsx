import { MapPinOff } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LeafletMap, type MapPin, type MapView } from '@/components/map/leaflet-map';
import { useMapPosition } from '../api/get-map-position';
import { onMap } from '../utils/map-view';
import type { ListingMapProps } from './listing-map';

/** How close the map comes: a street for the listing, the locality or the city around a centre. */
const ZOOM = { EXACT: 15, LOCALITY: 14, CITY: 12 } as const;
/** The shaded circle around an approximate centre, metres. */
const AREA = { LOCALITY: 1_000, CITY: 4_000 } as const;

const Notice = ({ text, tone }: { text: string; tone: 'info' | 'error' }) => (
  <p
    className={
      tone === 'error'
        ? 'flex h-full items-center justify-center gap-2 p-4 text-center text-red-800'
        : 'flex h-full items-center justify-center gap-2 p-4 text-center text-slate-700'
    }
  >
    <MapPinOff aria-hidden="true" className="size-5 shrink-0" />
    {text}
  </p>
);

/**
 * The listing on the map (issue 26 item 4): its own coordinates, or its locality's (else city's)
 * centre from the listings there, marked approximate with a shaded circle; a line instead when
 * no position is known (never an invented one).
 */
export const ListingMapView = ({ property }: ListingMapProps) => {
  const { t } = useTranslation('map');
  const own = onMap([property])[0];
  const asked = useMapPosition(property.id, !own);
  const position = useMemo(
    () =>
      own
        ? { latitude: own.latitude, longitude: own.longitude, precision: 'EXACT' as const }
        : asked.data?.position,
    [own, asked.data],
  );
  const approximate = position && position.precision !== 'EXACT' ? position.precision : undefined;
  const place =
    approximate === 'LOCALITY' && property.locality
      ? `${property.locality}, ${property.city}`
      : property.city;

  const pins = useMemo<MapPin[]>(
    () =>
      position
        ? [
            {
              id: property.id,
              latitude: position.latitude,
              longitude: position.longitude,
              title: approximate
                ? t('detail.approximatePin', { place })
                : t('detail.pin', { title: property.title }),
            },
          ]
        : [],
    [position, approximate, place, property.id, property.title, t],
  );
  const area = useMemo(
    () =>
      position && approximate
        ? { latitude: position.latitude, longitude: position.longitude, radius: AREA[approximate] }
        : undefined,
    [position, approximate],
  );

  if (!position) {
    if (!own && asked.isPending) return null;
    if (asked.isError) return <Notice tone="error" text={t('detail.error')} />;
    return <Notice tone="info" text={t('detail.notOnMap')} />;
  }
  const view: MapView = {
    kind: 'point',
    latitude: position.latitude,
    longitude: position.longitude,
    zoom: ZOOM[position.precision],
  };
  return (
    <div className="flex h-full flex-col">
      {approximate && (
        <p className="bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {t(`detail.approximate.${approximate}`, { place })}
        </p>
      )}
      <div className="min-h-0 flex-1">
        <LeafletMap
          label={t('detail.label', {
            place: [property.locality, property.city].filter(Boolean).join(', '),
          })}
          pins={pins}
          view={view}
          area={area}
          dragOnPhones={false}
        />
      </div>
    </div>
  );
};

// The detail page loads it with React.lazy once its box nears the screen.
export default ListingMapView;
