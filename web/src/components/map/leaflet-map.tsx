import 'leaflet/dist/leaflet.css';
import './map.css';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { i18n } from '@/lib/i18n';
import en from '@/locales/en/map.json';
import { cn } from '@/lib/cn';
import { loadMapTiles } from './map-tiles';

// The maps' English comes with this chunk; the Hindi with the rest of Hindi (locales/hi.ts).
if (!i18n.hasResourceBundle('en', 'map')) i18n.addResourceBundle('en', 'map', en);

export type MapPin = {
  id: string;
  latitude: number;
  longitude: number;
  /** The text on the pin (a price); without one, a plain dot. */
  label?: string;
  /** Its accessible name and tooltip. */
  title: string;
  /** The small card a press opens. */
  popup?: () => HTMLElement;
};

export type MapView =
  | { kind: 'point'; latitude: number; longitude: number; zoom: number }
  | { kind: 'box'; south: number; west: number; north: number; east: number };

export type LeafletMapProps = {
  /** The map's accessible name. */
  label: string;
  pins: MapPin[];
  view: MapView;
  /** A shaded circle (metres) around an approximate position. */
  area?: { latitude: number; longitude: number; radius: number };
  /** One finger pans the map on a phone; off, it scrolls the page (a map inside a long page). */
  dragOnPhones?: boolean;
  className?: string;
  /** The Leaflet map once made (to read its bounds), undefined once removed. */
  onMap?: (map: L.Map | undefined) => void;
};

const iconOf = (pin: MapPin) => {
  const text = document.createElement('span');
  text.textContent = pin.label ?? '';
  // A price pin sizes itself around its text (map.css); a dot is 22 px, centred on the point.
  return pin.label
    ? L.divIcon({ className: 'ghar-pin', html: text, iconSize: undefined })
    : L.divIcon({ className: 'ghar-dot', html: text, iconSize: [22, 22] });
};

const applyView = (map: L.Map, view: MapView) => {
  if (view.kind === 'point') {
    map.setView([view.latitude, view.longitude], view.zoom);
    return;
  }
  const bounds = L.latLngBounds([view.south, view.west], [view.north, view.east]);
  // A box of one point (a single pin) would zoom to the end: a street's scale is enough.
  map.fitBounds(bounds, { maxZoom: 15, padding: [32, 32] });
};

/**
 * Leaflet inside React, for the listing's map and the results map (issue 26 item 4): tiles from
 * the deployment's tile server, pins reachable by keyboard (Tab, then Enter opens the card), no
 * scroll-wheel zoom (the page scrolls past it). Loaded only as its own chunk, with Leaflet and
 * its CSS (components/map/near-screen.tsx), never in a page's first JavaScript.
 */
export const LeafletMap = ({
  label,
  pins,
  view,
  area,
  dragOnPhones = true,
  className,
  onMap,
}: LeafletMapProps) => {
  const box = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map>();
  const onMapRef = useRef(onMap);
  onMapRef.current = onMap;

  useEffect(() => {
    const container = box.current;
    if (!container) return;
    const made = L.map(container, {
      scrollWheelZoom: false,
      dragging: dragOnPhones || !L.Browser.mobile,
      // Tap-and-hold zoom on a phone fights the page's scroll; the buttons and pinch remain.
      doubleClickZoom: true,
    });
    made.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    let removed = false;
    void loadMapTiles().then((tiles) => {
      if (!removed) {
        L.tileLayer(tiles.tileUrl, { attribution: tiles.attribution, maxZoom: 19 }).addTo(made);
      }
    });
    // A phone turned, a column opened: Leaflet learns its new size.
    const resized = new ResizeObserver(() => made.invalidateSize());
    resized.observe(container);
    setMap(made);
    onMapRef.current?.(made);
    return () => {
      removed = true;
      resized.disconnect();
      onMapRef.current?.(undefined);
      made.remove();
    };
  }, [dragOnPhones]);

  const viewKey = JSON.stringify(view);
  useEffect(() => {
    if (map) applyView(map, JSON.parse(viewKey) as MapView);
  }, [map, viewKey]);

  useEffect(() => {
    if (!map) return;
    const layer = L.layerGroup().addTo(map);
    if (area) {
      L.circle([area.latitude, area.longitude], {
        radius: area.radius,
        color: '#15803d',
        weight: 2,
        dashArray: '6 6',
        fillOpacity: 0.12,
        interactive: false,
      }).addTo(layer);
    }
    for (const pin of pins) {
      const marker = L.marker([pin.latitude, pin.longitude], {
        icon: iconOf(pin),
        // A pin with a card is a button (Tab, Enter); a dot without one is only a picture.
        interactive: Boolean(pin.popup),
        keyboard: Boolean(pin.popup),
        title: pin.title,
        alt: pin.title,
        riseOnHover: true,
      }).addTo(layer);
      const element = marker.getElement();
      element?.setAttribute('aria-label', pin.title);
      element?.setAttribute('data-pin', pin.id);
      if (!pin.popup) {
        element?.setAttribute('role', 'img');
        continue;
      }
      marker.bindPopup(pin.popup, { closeButton: true, autoPanPadding: [24, 24] });
      marker.on('popupopen', (event: L.PopupEvent) => {
        element?.classList.add('ghar-pin-open');
        // The card's link is next for the keyboard, wherever the popup sits in the page.
        event.popup.getElement()?.querySelector('a')?.focus({ preventScroll: true });
      });
      marker.on('popupclose', () => element?.classList.remove('ghar-pin-open'));
    }
    return () => {
      layer.remove();
    };
  }, [map, pins, area]);

  return (
    <div
      ref={box}
      role="region"
      aria-label={label}
      className={cn('z-0 h-full w-full bg-slate-100', className)}
    />
  );
};
