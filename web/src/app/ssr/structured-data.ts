import type { PropertySummary, PropertyDetail } from '@ghar/contracts/http';
import { paths } from '@/config/paths';
import { cardPrice } from '@/lib/card-price';

// schema.org JSON-LD for search engines (issue 28 item 3): the listing as a RealEstateListing
// with its Offer and Place, its breadcrumbs, and the listings a search page shows as an ItemList.

const CONTEXT = 'https://schema.org';

const absolute = (origin: string, href: string) =>
  /^https?:\/\//.test(href) ? href : `${origin}${href}`;

/** A listing's offer: a sale's price, or a rent's or lease's charge (a rent per month), in INR. */
const offer = (property: PropertyDetail) => {
  const price = cardPrice(property);
  const availability = property.status === 'FREE' ? `${CONTEXT}/InStock` : `${CONTEXT}/SoldOut`;
  const businessFunction = property.action === 'SELL' ? `${CONTEXT}/Sell` : `${CONTEXT}/LeaseOut`;
  const base = { '@type': 'Offer', priceCurrency: 'INR', availability, businessFunction };
  if (price.kind === 'onRequest') return base;
  if (price.kind === 'perMonth') {
    return {
      ...base,
      price: price.amount,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: price.amount,
        priceCurrency: 'INR',
        unitCode: 'MON',
      },
    };
  }
  return { ...base, price: price.amount };
};

const place = (property: PropertyDetail) => ({
  '@type': 'Place',
  address: {
    '@type': 'PostalAddress',
    streetAddress:
      [property.street, property.locality].filter(Boolean).join(', ') || property.location,
    addressLocality: property.city,
    addressRegion: property.state,
    ...(property.pincode ? { postalCode: property.pincode } : {}),
    addressCountry: 'IN',
  },
  ...(property.latitude !== undefined && property.longitude !== undefined
    ? {
        geo: {
          '@type': 'GeoCoordinates',
          latitude: property.latitude,
          longitude: property.longitude,
        },
      }
    : {}),
});

export const listingJsonLd = (
  property: PropertyDetail,
  { origin, url, description }: { origin: string; url: string; description: string },
) => ({
  '@context': CONTEXT,
  '@type': 'RealEstateListing',
  name: property.title,
  description: property.description ?? description,
  url,
  datePosted: property.createdAt,
  image: property.media.map((media) => absolute(origin, media.medium.jpeg)),
  offers: offer(property),
  contentLocation: place(property),
});

/** Home › City › Locality › listing (the city and locality are search pages). */
export const breadcrumbJsonLd = (
  property: Pick<PropertyDetail, 'title' | 'city' | 'locality'>,
  { origin, url, home }: { origin: string; url: string; home: string },
) => {
  const crumbs = [
    { name: home, item: absolute(origin, paths.home.getHref()) },
    {
      name: property.city,
      item: absolute(origin, paths.properties.getHref({ city: property.city })),
    },
    ...(property.locality
      ? [
          {
            name: property.locality,
            item: absolute(
              origin,
              `${paths.properties.getHref({ city: property.city })}&location=${encodeURIComponent(property.locality)}`,
            ),
          },
        ]
      : []),
    { name: property.title, item: url },
  ];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      ...crumb,
    })),
  };
};

/** The listings a search (or city) page shows, in order. */
export const itemListJsonLd = (
  properties: Pick<PropertySummary, 'id' | 'title'>[],
  { origin, name, offset = 0 }: { origin: string; name: string; offset?: number },
) => ({
  '@context': CONTEXT,
  '@type': 'ItemList',
  name,
  numberOfItems: properties.length,
  itemListElement: properties.map((property, index) => ({
    '@type': 'ListItem',
    position: offset + index + 1,
    url: absolute(origin, paths.property.getHref(property.id)),
    name: property.title,
  })),
});
