import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPrice } from '@/lib/format';
import { formatIndianNumber } from '@ghar/contracts/format';
import type { PublicProperty } from '@ghar/contracts/http';
import { DetailList } from './detail-list';
import { StatusBadge } from '@/components/listing/status-badge';

const amount = (value: number | undefined) => (value ? formatPrice(value) : undefined);

// Part 1 §2 detail: Basic Information, Pricing, Property Details and Amenities.
export const DetailSections = ({ property }: { property: PublicProperty }) => {
  const { t, i18n } = useTranslation('properties');
  const field = (key: string) => t(`detail.fields.${key}` as never);
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? undefined : t(value ? 'detail.yes' : 'detail.no');
  const months = (value: number | undefined) =>
    value ? t('detail.months', { count: value }) : undefined;
  const lease = property.action === 'LEASE';
  const amenities = property.amenities;

  return (
    <div className="grid gap-5">
      <DetailList
        title={t('detail.sections.basic')}
        rows={[
          { label: field('type'), value: t(`labels.type.${property.type}`) },
          { label: field('action'), value: t(`labels.action.${property.action}`) },
          { label: field('status'), value: <StatusBadge status={property.status} /> },
          { label: field('address'), value: property.address || property.street },
          { label: field('locality'), value: property.locality },
          { label: field('landmark'), value: property.landmark },
          { label: field('city'), value: property.city },
          { label: field('state'), value: property.state },
          { label: field('pincode'), value: property.pincode },
          {
            label: field('registeredAs'),
            value: property.registeredAs
              ? t(`labels.registeredAs.${property.registeredAs}` as never)
              : undefined,
          },
          { label: field('listed'), value: formatDate(property.createdAt, i18n.language) },
        ]}
      />
      <DetailList
        title={t('detail.sections.pricing')}
        rows={[
          { label: field('price'), value: amount(property.price) },
          {
            label: field(lease ? 'leaseCharges' : 'perMonthCharges'),
            value: amount(property.perMonthCharges),
          },
          {
            label: field('leaseDuration'),
            value: lease ? months(property.leaseDuration) : undefined,
          },
          { label: field('bookingCharges'), value: amount(property.bookingCharges) },
          {
            label: field('noticePeriod'),
            value: property.action === 'RENT' ? months(property.noticePeriod) : undefined,
          },
        ]}
      />
      <DetailList
        title={t('detail.sections.details')}
        rows={[
          {
            label: field('area'),
            value: property.area
              ? t('detail.sqft', { area: formatIndianNumber(property.area) })
              : undefined,
          },
          { label: field('dimensions'), value: property.dimensions },
          { label: field('bhk'), value: property.bhk },
          { label: field('numberOfRooms'), value: property.numberOfRooms },
          {
            label: field('furnishingStatus'),
            value: property.furnishingStatus
              ? t(`labels.furnishing.${property.furnishingStatus}`)
              : undefined,
          },
          {
            label: field('allowedTenants'),
            value: property.allowedTenants
              ? t(`labels.tenants.${property.allowedTenants}`)
              : undefined,
          },
          { label: field('parkingAvailable'), value: yesNo(property.parkingAvailable) },
          {
            label: field('availabilityDate'),
            value: property.availabilityDate
              ? formatDate(property.availabilityDate, i18n.language)
              : undefined,
          },
          { label: field('specifications'), value: property.specifications },
        ]}
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-bold text-slate-900">{t('detail.sections.amenities')}</h2>
        {amenities.length > 0 ? (
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {amenities.map((amenity) => (
              <li key={amenity} className="flex items-center gap-2 text-slate-800">
                <Check aria-hidden="true" className="size-4 text-emerald-600" />
                {t(`labels.amenities.${amenity}` as never, { defaultValue: amenity })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-600">{t('detail.noAmenities')}</p>
        )}
        {property.additionalAmenities && (
          <p className="mt-4 text-slate-700">
            <span className="font-medium">{field('additionalAmenities')}: </span>
            {property.additionalAmenities}
          </p>
        )}
      </section>
    </div>
  );
};
