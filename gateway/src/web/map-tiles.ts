import type { RequestHandler } from 'express';

/** What the web's maps draw with (web/src/components/map/map-config.ts reads it). */
export type MapTiles = { tileUrl: string; attribution: string };

/** The path the web asks; outside /api, as robots.txt and the sitemap are the gateway's own. */
export const MAP_TILES_PATH = '/map-tiles.json';

/**
 * The tile server's origin for the Content-Security-Policy's img-src: a Leaflet template's
 * `{s}` subdomain becomes a wildcard (`https://{s}.tile.example` → `https://*.tile.example`).
 * Undefined for a relative template (served by this origin, 'self' covers it).
 */
export function tileOrigin(tileUrl: string): string | undefined {
  const match = /^(https?:\/\/[^/]+)/i.exec(tileUrl);
  if (!match) return undefined;
  return match[1]!.replaceAll('{s}', '*');
}

/**
 * GET /map-tiles.json: the tile URL and attribution this deployment's maps use. Read at run time
 * (not built into the web), so one build serves OpenStreetMap in production and the browser
 * tests' local fake; revalidated on each use, so a change is seen at once.
 */
export const mapTilesRoute =
  (tiles: MapTiles): RequestHandler =>
  (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.json(tiles);
  };
