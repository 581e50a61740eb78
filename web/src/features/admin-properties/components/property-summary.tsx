import { Link } from 'react-router-dom';
import { PropertyImage } from '@/components/listing/property-image';
import { usePriceText } from '@/components/listing/use-price-text';
import { TruncatedText } from '@/components/ui/truncated-text';
import { paths } from '@/config/paths';
import { cardPrice } from '@/lib/card-price';
import type { AdminProperty } from '../api/admin-property';

export const placeOf = (property: AdminProperty): string =>
  [property.locality, property.city, property.state].filter(Boolean).join(', ');

// Photo, title linking to the detail page, and place: the first cell of a row or card.
export const PropertyIdentity = ({ property }: { property: AdminProperty }) => {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <PropertyImage
        image={property.media[0]?.thumb}
        alt=""
        placeholder=""
        className="size-14 shrink-0 rounded-lg object-cover"
      />
      <div className="min-w-0">
        <Link
          to={paths.property.getHref(property.id)}
          className="block font-semibold text-slate-900 hover:text-brand-800 hover:underline"
        >
          <TruncatedText text={property.title} className="max-w-56" />
        </Link>
        <TruncatedText
          as="p"
          text={placeOf(property)}
          className="max-w-56 text-sm text-slate-600"
        />
      </div>
    </div>
  );
};

export const PropertyPrice = ({ property }: { property: AdminProperty }) => {
  const priceText = usePriceText('words');
  return (
    <span className="font-semibold whitespace-nowrap text-slate-900">
      {priceText(cardPrice(property))}
    </span>
  );
};

export const PropertyOwner = ({ property }: { property: AdminProperty }) => (
  <div className="min-w-0 text-sm">
    <TruncatedText text={property.owner?.name ?? '—'} className="max-w-40 text-slate-900" />
    {property.owner?.email && (
      <TruncatedText text={property.owner.email} className="max-w-40 text-slate-500" />
    )}
  </div>
);
