import type { PropertyDetail } from '@ghar/contracts/http';
import type { i18n as I18n } from 'i18next';
import { matchRoutes } from 'react-router-dom';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { hindiPlaceName } from '@/features/properties/utils/filter-options';
import { searchTitle } from '@/features/properties/utils/search-title';
import { listingPageText, searchPageText } from '@/features/properties/utils/seo-text';
import type { Language } from '@/lib/i18n';
import type { FirstPage } from './first-data';
import { headTags } from './head';
import { breadcrumbJsonLd, itemListJsonLd, listingJsonLd } from './structured-data';

/**
 * Pages behind a sign-in or a form: never in search results (robots `noindex` here and
 * `Disallow` in the gateway's robots.txt). A path is private when it is one of these or below.
 */
export const PRIVATE_PATHS = [
  paths.dashboard.path,
  paths.admin.path,
  paths.profile.path,
  paths.myProperties.path,
  paths.notifications.path,
  paths.listProperty.path,
  paths.sell.path,
  paths.commissions.path,
  paths.becomeDealer.path,
  paths.login.path,
  paths.signup.path,
  paths.dealerSignup.path,
];

export const isPrivatePath = (pathname: string): boolean =>
  PRIVATE_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/** No route of the app but the catch-all takes the path: the not-found page. */
const isUnknownPath = (pathname: string): boolean =>
  matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';

type HeadContext = { language: Language; origin: string; url: URL };

/** Preview cards are 1200×630 (what WhatsApp and the others show large). */
const OG_IMAGE = { width: 1200, height: 630 };

/**
 * A listing's preview card (listings' og-image route: its first photo, or the brand's colour,
 * with the price and place), a new URL whenever the listing changes.
 */
const previewCard = (
  origin: string,
  listing: Pick<PropertyDetail, 'id' | 'updatedAt'>,
  alt: string,
) => ({
  url: `${origin}/api/properties/${encodeURIComponent(listing.id)}/og-image.jpg?v=${Date.parse(listing.updatedAt)}`,
  width: OG_IMAGE.width,
  height: OG_IMAGE.height,
  alt,
});

/** The site's own card (web/public/og-image.jpg) for pages without a listing. */
const siteCard = (origin: string, alt: string) => ({
  url: `${origin}/og-image.jpg`,
  width: OG_IMAGE.width,
  height: OG_IMAGE.height,
  alt,
});

/** The head of a page rendered on the server (home, search, a listing). */
export const pageHead = (texts: I18n, context: HeadContext, page: FirstPage): string => {
  const { language, origin } = context;
  const t = texts.getFixedT(language, 'properties');
  if (page.kind === 'detail') {
    const { property } = page;
    const text = listingPageText(t, language, property);
    const canonical = `${origin}${paths.property.getHref(property.id)}`;
    return headTags({
      ...context,
      ...text,
      type: 'article',
      // A booked or sold home stays reachable for whoever has the link, out of search results.
      noindex: property.status !== 'FREE',
      image: previewCard(origin, property, property.title),
      jsonLd: [
        listingJsonLd(property, { origin, url: canonical, description: text.description }),
        breadcrumbJsonLd(property, {
          origin,
          url: canonical,
          home: t('seo.home'),
        }),
      ],
    });
  }
  if (page.kind === 'search') {
    const { filters, search, locations } = page;
    const heading = searchTitle(filters, {
      action: (action) => t(`labels.action.${action}` as never),
      type: (type) => t(`labels.type.${type}` as never),
      place: (name) => (language === 'hi' ? hindiPlaceName(locations, name) : undefined) ?? name,
    });
    const title = t(`search.title.${heading.kind}`, heading);
    const text = searchPageText(t, title, search.pagination.total);
    const first = search.properties[0];
    const { page: number, limit } = search.pagination;
    return headTags({
      ...context,
      ...text,
      image: first ? previewCard(origin, first, first.title) : siteCard(origin, title),
      jsonLd: [
        itemListJsonLd(search.properties, {
          origin,
          name: title,
          offset: (number - 1) * limit,
        }),
      ],
    });
  }
  if (page.kind === 'home') return homeHead(texts, context);
  return shellHead(texts, context, page).head;
};

/**
 * The head of a page the browser renders itself, and its status: 404 for a missing listing or
 * an unknown route, `noindex` for those and for private pages.
 */
export const shellHead = (
  texts: I18n,
  context: HeadContext,
  page?: FirstPage,
): { status: 200 | 404; head: string } => {
  const { pathname } = context.url;
  // The same words as the view the browser then shows.
  const missing =
    page?.kind === 'missing'
      ? texts.getFixedT(context.language, 'properties')('detail.notFound.title')
      : isUnknownPath(pathname) && texts.getFixedT(context.language, 'common')('notFound.title');
  if (missing) {
    return {
      status: 404,
      head: headTags({ ...context, title: `${missing} | Ghar`, noindex: true }),
    };
  }
  return { status: 200, head: homeHead(texts, context, isPrivatePath(pathname)) };
};

/** The site's own title and description: the home page's, and any page's without its own. */
const homeHead = (texts: I18n, context: HeadContext, noindex = false): string => {
  const t = texts.getFixedT(context.language, 'home');
  return headTags({
    ...context,
    title: t('pageTitle'),
    description: t('pageDescription'),
    image: siteCard(context.origin, t('pageTitle')),
    noindex,
  });
};
