import {
  placesListSchema,
  sitemapListingsSchema,
  type PlacesList,
  type SitemapListings,
} from '@ghar/contracts/http';
import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import type { CallService } from '../admin/call-service';
import {
  listingPages,
  newest,
  placePages,
  sitemapIndex,
  urlSet,
  type SitemapFile,
} from './sitemap-xml';

export interface SitemapDeps {
  listings: string;
  callService: CallService;
  /** How long a built file serves everyone (a new listing shows within it). */
  cacheMs: number;
}

/** Seconds browsers and crawlers may keep a file: short, the listings change all day. */
const MAX_AGE_S = 60;
const LISTINGS_FILE = /^\/sitemaps\/listings-([1-9]\d{0,4})\.xml$/;

/**
 * `/sitemap.xml` (a sitemap index) and its files — `/sitemaps/places.xml` (city, type and
 * locality pages) and `/sitemaps/listings-<n>.xml` (25,000 listings each) — from the listings
 * service's search model (never a database scan), in both languages, each built file kept for
 * `cacheMs`. A file past the last is a 404; listings that do not answer, a 503.
 */
export function sitemapRoutes(deps: SitemapDeps): Router {
  const cache = new Map<string, { at: number; xml: string }>();

  const ask = async <T>(req: Request, path: string, schema: z.core.$ZodType<T>) => {
    const result = await deps.callService<T>(deps.listings, path, req, { schema });
    if (!result.ok) throw Object.assign(new Error(result.error), { status: 503 });
    return result.data;
  };
  const listingsFile = (req: Request, page: number) =>
    ask<SitemapListings>(req, `/properties/sitemap/listings?page=${page}`, sitemapListingsSchema);
  const places = (req: Request) =>
    ask<PlacesList>(req, '/properties/places/list', placesListSchema);

  /** The site's address as the crawler asked for it (trust proxy decides the protocol). */
  const originOf = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

  const build = async (req: Request): Promise<string | undefined> => {
    const origin = originOf(req);
    if (req.path === '/sitemap.xml') {
      const [first, placeList] = await Promise.all([listingsFile(req, 1), places(req)]);
      const files: SitemapFile[] = [
        { path: '/sitemaps/places.xml', lastmod: newest(placePages(placeList)) },
        { path: '/sitemaps/listings-1.xml', lastmod: newest(listingPages(first)) },
      ];
      // A later file's lastmod would need that file read: it goes without (lastmod is optional).
      for (let page = 2; page <= first.pagination.pages; page += 1) {
        files.push({ path: `/sitemaps/listings-${page}.xml` });
      }
      return sitemapIndex(origin, files);
    }
    if (req.path === '/sitemaps/places.xml') return urlSet(origin, placePages(await places(req)));
    const file = LISTINGS_FILE.exec(req.path);
    if (!file) return undefined;
    const listings = await listingsFile(req, Number(file[1]));
    if (listings.listings.length === 0 && listings.pagination.page > 1) return undefined;
    return urlSet(origin, listingPages(listings));
  };

  const serve = async (req: Request, res: Response) => {
    const key = `${originOf(req)}${req.path}`;
    const cached = cache.get(key);
    let xml = cached && Date.now() - cached.at < deps.cacheMs ? cached.xml : undefined;
    if (xml === undefined) {
      try {
        xml = await build(req);
      } catch (error) {
        res.status((error as { status?: number }).status ?? 500).type('text/plain');
        res.send('The sitemap is unavailable for a moment.');
        return;
      }
      if (xml === undefined) {
        res.status(404).type('text/plain').send('No such sitemap file.');
        return;
      }
      // Few keys: the index, places and one per listings file (per host name the site answers).
      if (cache.size > 1_000) cache.clear();
      cache.set(key, { at: Date.now(), xml });
    }
    res.setHeader('Cache-Control', `public, max-age=${MAX_AGE_S}`);
    res.type('application/xml').send(xml);
  };

  const router = Router();
  router.get(['/sitemap.xml', '/sitemaps/places.xml', LISTINGS_FILE], (req, res) => {
    void serve(req, res);
  });
  return router;
}
