/** The tile server a map draws from, as the gateway's GET /map-tiles.json gives it. */
export type MapTiles = { tileUrl: string; attribution: string };

/** OpenStreetMap's, for a page served without the gateway's answer (Vite's dev server). */
export const OSM_TILES: MapTiles = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
};

const isTiles = (value: unknown): value is MapTiles =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MapTiles).tileUrl === 'string' &&
  typeof (value as MapTiles).attribution === 'string';

let tiles: Promise<MapTiles> | undefined;

/**
 * The deployment's tile server, asked once per page load: read at run time, so one build draws
 * OpenStreetMap in production and the browser tests' local fake (gateway MAP_TILE_URL).
 */
export const loadMapTiles = (): Promise<MapTiles> => {
  tiles ??= fetch('/map-tiles.json', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : undefined;
      return isTiles(body) ? body : OSM_TILES;
    })
    .catch(() => OSM_TILES);
  return tiles;
};
