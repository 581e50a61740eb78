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
  const { i18n } = useTranslation();
  const labels = useTranslation('properties').t;
  return (
    <tr data-listing-id={property.id}>
      <td className={cell}>
        <PropertyIdentity property={property} />
      </td>
      <td className={`${cell} text-sm whitespace-nowrap text-slate-700`}>
        {labels(`labels.type.${property.type}`)}
        <span className="block text-xs text-slate-500">
          {labels(`labels.action.${property.action}`)}
        </span>
      </td>
      <td className={cell}>
        <PropertyPrice property={property} />
      </td>
      <td className={cell}>
        <StatusBadge status={property.status} />
      </td>
      <td className={cell}>
        <PropertyOwner property={property} />
      </td>
      <td className={`${cell} text-sm whitespace-nowrap text-slate-600`}>
        {formatDate(property.createdAt, i18n.language, 'medium')}
      </td>
      <td className={cell}>
        <PropertyActions property={property} handlers={handlers} compact className="w-28" />
      </td>
    </tr>
  );
};
