import type { PropertySummary } from '@ghar/contracts/http';
import type { Map as LeafletMapInstance } from 'leaflet';
import { Search } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LeafletMap, type MapPin, type MapView } from '@/components/map/leaflet-map';
import { priceText } from '@/components/listing/use-price-text';
import { paths } from '@/config/paths';
import { cardPrice } from '@/lib/card-price';
import { boxAround, boxFilters, boxOfFilters, onMap, pinLabel } from '../utils/map-view';
import type { SearchFilters } from '../utils/search-filters';

export type ResultsMapViewProps = {
  properties: PropertySummary[];
  filters: SearchFilters;
  onSearchArea: (box: ReturnType<typeof boxFilters>) => void;
};

/** A pin's small card: the listing's title as a link, its price and place (plain DOM: Leaflet's). */
const pinCard = (
  listing: PropertySummary,
  price: string,
  open: (href: string) => void,
): HTMLElement => {
  const card = document.createElement('div');
  card.className = 'ghar-pin-card';
  const link = document.createElement('a');
  const href = paths.property.getHref(listing.id);
  link.href = href;
  link.textContent = listing.title;
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    open(href);
  });
  const figure = document.createElement('span');
  figure.textContent = price;
  const place = document.createElement('span');
  place.textContent = [listing.locality, listing.city].filter(Boolean).join(', ');
  card.append(link, figure, place);
  return card;
};

/**
 * The results page's map view, above the cards (loaded when a visitor asks for it): the current
 * page's listings as price pins (issue 26 item 4): a pin opens a small card linking
 * to the listing; "Search this area" puts the map's bounds in the URL as the latitude/longitude
 * box, and the results narrow to it. The map shows the URL's box when there is one, else its pins.
 */
export const ResultsMapView = ({ properties, filters, onSearchArea }: ResultsMapViewProps) => {
  const { t, i18n } = useTranslation('map');
  const { t: tp } = useTranslation('properties');
  const navigate = useNavigate();
  const map = useRef<LeafletMapInstance>(undefined);
  const placed = useMemo(() => onMap(properties), [properties]);
  const missing = properties.length - placed.length;

  const pins = useMemo<MapPin[]>(
    () =>
      placed.map((listing) => {
        const price = cardPrice(listing);
        const words = priceText(tp, i18n.language, price, 'words');
        return {
          id: listing.id,
          latitude: listing.latitude,
          longitude: listing.longitude,
          label: pinLabel(price, i18n.language) ?? t('pin.onRequest'),
          title: t('results.pinTitle', { title: listing.title, price: words }),
          popup: () => pinCard(listing, words, (href) => void navigate(href)),
        };
      }),
    [placed, i18n.language, t, tp, navigate],
  );

  const box = boxOfFilters(filters) ?? boxAround(placed);
  if (!box)
    return (
      <p className="flex h-full items-center justify-center p-4 text-center text-slate-700">
        {t('results.noneOnMap')}
      </p>
    );
  const view: MapView = { kind: 'box', ...box };

  const searchArea = () => {
    const bounds = map.current?.getBounds();
    if (!bounds) return;
    onSearchArea(
      boxFilters({
        south: bounds.getSouth(),
        west: bounds.getWest(),
        north: bounds.getNorth(),
        east: bounds.getEast(),
      }),
    );
  };

  return (
    <div className="mb-5 flex h-[28rem] flex-col overflow-hidden rounded-2xl border border-slate-200">
      <div className="relative min-h-0 flex-1">
        <LeafletMap
          label={t('results.label')}
          pins={pins}
          view={view}
          onMap={(made) => {
            map.current = made;
          }}
        />
        {/* Above Leaflet's panes and controls (z-index up to 1000). */}
        <button
          type="button"
          onClick={searchArea}
          className="absolute top-3 left-1/2 z-[1000] inline-flex -translate-x-1/2 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-md ring-1 ring-slate-300 hover:bg-brand-50"
        >
          <Search aria-hidden="true" className="size-4" />
          {t('results.searchArea')}
        </button>
      </div>
      {missing > 0 && (
        <p className="bg-white px-3 py-2 text-sm text-slate-700">
          {t('results.notOnMap', { count: missing })}
        </p>
      )}
    </div>
  );
};

// The page loads it with React.lazy when the map view is asked for (Leaflet and its CSS with it).
export default ResultsMapView;
