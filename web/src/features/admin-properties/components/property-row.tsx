import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/listing/status-badge';
import { formatDate } from '@/lib/format';
import type { AdminProperty } from '../api/admin-property';
import { PropertyActions } from './property-actions';
import type { PropertyHandlers } from './property-actions';
import { PropertyIdentity, PropertyOwner, PropertyPrice } from './property-summary';

const cell = 'px-4 py-3 align-middle';

export const PropertyRow = ({
  property,
  handlers,
}: {
  property: AdminProperty;
  handlers: PropertyHandlers;
}) => {
  const { t, i18n } = useTranslation('admin-properties');
  const labels = useTranslation('properties').t;
  return (
    <tr data-listing-id={property.id}>
      <td className={cell}>
        <p className="mb-1 text-xs font-semibold tracking-wide text-brand-700 uppercase">
          {labels(`labels.type.${property.type}`)} · {labels(`labels.action.${property.action}`)}
        </p>
        <PropertyIdentity property={property} />
      </td>
      <td className={cell}>
        <PropertyPrice property={property} />
      </td>
      <td className={cell}>
        <StatusBadge status={property.status} />
      </td>
      <td className={cell}>
        <PropertyOwner property={property} />
        <p className="mt-1 text-xs whitespace-nowrap text-slate-500">
          {t('listedOn', { date: formatDate(property.createdAt, i18n.language, 'medium') })}
        </p>
      </td>
      <td className={cell}>
        <PropertyActions property={property} handlers={handlers} compact className="w-28" />
      </td>
    </tr>
  );
};
