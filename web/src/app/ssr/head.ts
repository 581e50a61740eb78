import { LANGUAGE_PARAM } from '@/lib/i18n';
import type { Language } from '@/lib/i18n';

/**
 * The head a server-rendered page carries for search engines and link previews (issue 28):
 * title, description, canonical and hreflang alternates, robots, Open Graph and Twitter cards,
 * JSON-LD. Pure, so it is unit-tested; entry-server.tsx fills it from the page's data.
 */
export type PageHead = {
  language: Language;
  /** The site's origin, e.g. https://ghar.example (no trailing slash). */
  origin: string;
  /** The page's address (its `lang` parameter is replaced by each language's own). */
  url: URL;
  title: string;
  description?: string;
  /** Kept out of search results (BOOKED/SOLD listings, private pages, not found). */
  noindex?: boolean;
  /** Absolute URL of the preview image. */
  image?: { url: string; width?: number; height?: number; alt: string };
  /** Open Graph type: a listing is an article-like page of its own, the rest are websites. */
  type?: 'website' | 'article';
  jsonLd?: unknown[];
};

const OG_LOCALE: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/** The page's address in a language: its path and query, `lang` set for Hindi only. */
export const languageUrl = (origin: string, url: URL, language: Language): string => {
  const params = new URLSearchParams(url.search);
  params.delete(LANGUAGE_PARAM);
  if (language !== 'en') params.set(LANGUAGE_PARAM, language);
  const query = params.toString();
  return `${origin}${url.pathname}${query ? `?${query}` : ''}`;
};

export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a `<script>`: nothing in it can end the element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${escapeHtml(content)}">`;

export const headTags = (head: PageHead): string => {
  const canonical = languageUrl(head.origin, head.url, head.language);
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    head.description ? meta('name', 'description', head.description) : '',
    head.noindex ? meta('name', 'robots', 'noindex, follow') : '',
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<link rel="alternate" hreflang="en-IN" href="${escapeHtml(languageUrl(head.origin, head.url, 'en'))}">`,
    `<link rel="alternate" hreflang="hi-IN" href="${escapeHtml(languageUrl(head.origin, head.url, 'hi'))}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(languageUrl(head.origin, head.url, 'en'))}">`,
    meta('property', 'og:site_name', 'Ghar'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    head.description ? meta('property', 'og:description', head.description) : '',
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[head.language]),
    meta('property', 'og:locale:alternate', OG_LOCALE[head.language === 'en' ? 'hi' : 'en']),
    ...(head.image
      ? [
          meta('property', 'og:image', head.image.url),
          head.image.width ? meta('property', 'og:image:width', String(head.image.width)) : '',
          head.image.height ? meta('property', 'og:image:height', String(head.image.height)) : '',
          meta('property', 'og:image:alt', head.image.alt),
          meta('name', 'twitter:image', head.image.url),
        ]
      : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    head.description ? meta('name', 'twitter:description', head.description) : '',
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${scriptJson(data)}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('');
};
