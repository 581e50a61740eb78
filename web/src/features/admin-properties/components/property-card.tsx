import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/listing/status-badge';
import { formatDate } from '@/lib/format';
import type { AdminProperty } from '../api/admin-property';
import { PropertyActions } from './property-actions';
import type { PropertyHandlers } from './property-actions';
import { PropertyIdentity, PropertyOwner, PropertyPrice } from './property-summary';

// The phone layout of one table row.
export const AdminPropertyCard = ({
  property,
  handlers,
}: {
  property: AdminProperty;
  handlers: PropertyHandlers;
}) => {
  const { t, i18n } = useTranslation('admin-properties');
  const labels = useTranslation('properties').t;
  return (
    <li
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-listing-id={property.id}
    >
      <div className="flex items-start justify-between gap-3">
        <PropertyIdentity property={property} />
        <StatusBadge status={property.status} className="shrink-0" />
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('columns.type')}</dt>
          <dd className="text-slate-900">
            {labels(`labels.type.${property.type}`)} · {labels(`labels.action.${property.action}`)}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('columns.price')}</dt>
          <dd>
            <PropertyPrice property={property} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('columns.owner')}</dt>
          <dd>
            <PropertyOwner property={property} />
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('columns.listed')}</dt>
          <dd className="text-slate-900">
            {formatDate(property.createdAt, i18n.language, 'medium')}
          </dd>
        </div>
      </dl>
      <PropertyActions
        property={property}
        handlers={handlers}
        className="mt-3 -ms-2 border-t border-slate-100 pt-2"
      />
    </li>
  );
};
