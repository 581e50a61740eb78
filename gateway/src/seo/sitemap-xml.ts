import { DEAL_SLUGS, type PlacesList, type SitemapListings } from '@ghar/contracts/http';

/**
 * The sitemap's XML (sitemaps.org 0.9), pure: the gateway's routes (sitemap.ts) feed it the
 * listings service's answers. Every page is listed in both languages: English at its address,
 * Hindi with `?lang=hi` (the form the pages' hreflang links use).
 */

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export const LANGUAGE_QUERIES = ['', '?lang=hi'] as const;

export interface SitemapPage {
  /** Path from the site's root, segments already encoded. */
  path: string;
  lastmod: string;
}

const urlEntry = (origin: string, { path, lastmod }: SitemapPage) =>
  LANGUAGE_QUERIES.map(
    (query) =>
      `<url><loc>${escapeXml(origin + path + query)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>`,
  ).join('\n');

/** A `<urlset>` of pages, each in English and Hindi. */
export const urlSet = (origin: string, pages: SitemapPage[]) =>
  `${XML_HEAD}<urlset xmlns="${NS}">\n${pages.map((page) => urlEntry(origin, page)).join('\n')}\n</urlset>\n`;

export type SitemapFile = { path: string; lastmod?: string };

/** The `<sitemapindex>` naming each file. */
export const sitemapIndex = (origin: string, files: SitemapFile[]) =>
  `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${files
    .map(
      ({ path, lastmod }) =>
        `<sitemap><loc>${escapeXml(origin + path)}</loc>${
          lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''
        }</sitemap>`,
    )
    .join('\n')}\n</sitemapindex>\n`;

const segment = encodeURIComponent;

/** A listing's detail page (web/src/config/paths.ts `property`). */
export const listingPages = ({ listings }: SitemapListings): SitemapPage[] =>
  listings.map(({ id, updatedAt }) => ({
    path: `/property/${segment(id)}`,
    lastmod: updatedAt,
  }));

/** Every city page, its types' and its localities' (web/src/config/paths.ts `place`). */
export const placePages = ({ places }: PlacesList): SitemapPage[] =>
  places.flatMap((place) => {
    const city = `/${DEAL_SLUGS[place.action]}/${segment(place.slug)}`;
    return [
      { path: city, lastmod: place.updatedAt },
      ...place.types.map((type) => ({
        path: `${city}/${segment(type.slug)}`,
        lastmod: type.updatedAt,
      })),
      ...place.localities.map((locality) => ({
        path: `${city}/${segment(locality.slug)}`,
        lastmod: locality.updatedAt,
      })),
    ];
  });

/** The newest lastmod of some pages (a file's lastmod in the index); the epoch for none. */
export const newest = (pages: SitemapPage[]) =>
  pages.reduce(
    (latest, page) => (page.lastmod > latest ? page.lastmod : latest),
    new Date(0).toISOString(),
  );
