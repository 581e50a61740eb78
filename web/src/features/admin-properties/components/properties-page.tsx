import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/listing/pagination';
import { AdminTable } from '@/components/ui/admin-table';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { AdminProperty } from '../api/admin-property';
import { useAdminProperties } from '../api/get-admin-properties';
import { useAdminFilters } from '../hooks/use-admin-filters';
import { useStatusToggle } from '../hooks/use-status-toggle';
import { DeletePropertyConfirm } from './delete-property-confirm';
import { EditPropertyDialog } from './edit-property-dialog';
import type { PropertyHandlers } from './property-actions';
import { AdminPropertyCard } from './property-card';
import { PropertyFilters } from './property-filters';
import { PropertyRow } from './property-row';

// Type and listing date ride in the property and owner cells, so the row fits beside the sidebar.
const COLUMNS = ['property', 'price', 'status', 'owner', 'actions'] as const;

// 'Manage Properties' (part 2 §2): a table on wide screens, cards on phones, 10 a page.
export const PropertiesPage = () => {
  const { t } = useTranslation('admin-properties');
  const { filters, change, clear, page, setPage, query } = useAdminFilters();
  const properties = useAdminProperties(query);
  const wide = useMediaQuery('(min-width: 1024px)');
  const { toggle, togglingId } = useStatusToggle();
  const [editing, setEditing] = useState<AdminProperty | null>(null);
  const [deleting, setDeleting] = useState<AdminProperty | null>(null);

  const handlers = useMemo<PropertyHandlers>(
    () => ({
      onEdit: setEditing,
      onDelete: setDeleting,
      onToggleStatus: (property) => void toggle(property),
      togglingId,
    }),
    [toggle, togglingId],
  );

  const list = properties.data?.properties ?? [];
  const pages = properties.data?.pagination.pages ?? 1;
  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        {properties.data && (
          <p className="mt-1 text-slate-600" aria-live="polite">
            {t(properties.data.pagination.totalAtLeast ? 'countAtLeast' : 'count', {
              count: properties.data.pagination.total,
            })}
          </p>
        )}
      </div>
      <PropertyFilters filters={filters} onChange={change} onClear={clear} />

      {properties.isPending && <LoadingBlock label={t('loading')} className="min-h-[40vh]" />}
      {properties.isError && !properties.data && (
        <LoadFailed
          error={properties.error}
          fallback={t('failed.load')}
          retryLabel={t('retry')}
          onRetry={() => void properties.refetch()}
        />
      )}
      {properties.data && list.length === 0 && (
        <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">{t('empty')}</p>
      )}
      {list.length > 0 &&
        (wide ? (
          <AdminTable
            caption={t('title')}
            columns={COLUMNS.map((column) => t(`columns.${column}`))}
            minWidth="min-w-[760px]"
          >
            {list.map((property) => (
              <PropertyRow key={property.id} property={property} handlers={handlers} />
            ))}
          </AdminTable>
        ) : (
          <ul className="space-y-4" aria-label={t('title')}>
            {list.map((property) => (
              <AdminPropertyCard key={property.id} property={property} handlers={handlers} />
            ))}
          </ul>
        ))}
      <Pagination
        page={page}
        pages={pages}
        onPage={(next) => {
          setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />

      <EditPropertyDialog property={editing} onClose={() => setEditing(null)} />
      <DeletePropertyConfirm property={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
};
