import { ChevronDown, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/listing/pagination';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { cn } from '@/lib/cn';
import { showActionFailure } from '@/lib/error-toast';
import { useDashboardListingPage } from '../api/get-owner-listings';
import { useListingActions } from '../hooks/use-listing-actions';
import type { EditDialogSlot } from './edit-dialog-slot';
import { ListingDialogs } from './listing-dialogs';
import { ListingGrid } from './listing-grid';
import { ListingsEmpty, ListingsError, ListingsLoading } from './listing-states';

type DashboardPropertiesProps = {
  /** Whose listings; omitted for an admin, whose dashboard lists every property. */
  ownerId?: string;
  EditDialog?: EditDialogSlot;
};

// The dashboard's collapsible My Properties (part 1 §2): refresh, edit, delete, 20 a page.
export const DashboardProperties = ({ ownerId, EditDialog }: DashboardPropertiesProps) => {
  const { t } = useTranslation('my-properties');
  const [open, setOpen] = useState(true);
  const [page, setPage] = useState(1);
  const listings = useDashboardListingPage(ownerId, page);
  const actions = useListingActions();
  const bodyId = useId();

  const refresh = async () => {
    const result = await listings.refetch();
    if (result.isError) void showActionFailure(result.error, t('failed.refresh'));
    else toast.success(t('refreshed'));
  };

  const total = listings.data?.pagination.total;
  return (
    <section
      aria-labelledby={`${bodyId}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <h2 id={`${bodyId}-title`} className="text-xl font-semibold text-slate-900">
            <button
              type="button"
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => setOpen((value) => !value)}
              className="flex items-center gap-2 text-start"
            >
              <ChevronDown
                aria-hidden="true"
                className={cn(
                  'size-5 shrink-0 text-slate-500 transition-transform',
                  !open && '-rotate-90',
                )}
              />
              {ownerId ? t('title') : t('allTitle')}
            </button>
          </h2>
          {total !== undefined && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {total}
            </span>
          )}
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={listings.isFetching}
          onClick={() => void refresh()}
        >
          <RefreshCw
            aria-hidden="true"
            className={cn('size-4', listings.isFetching && 'animate-spin')}
          />
          {t('refresh')}
        </Button>
      </div>
      <div id={bodyId} hidden={!open} className="mt-5">
        {listings.isPending && <ListingsLoading />}
        {listings.isError && !listings.data && (
          <ListingsError error={listings.error} onRetry={() => void listings.refetch()} />
        )}
        {listings.data && listings.data.properties.length === 0 && <ListingsEmpty />}
        {listings.data && listings.data.properties.length > 0 && (
          <>
            <ListingGrid
              listings={listings.data.properties}
              onEdit={EditDialog ? actions.onEdit : undefined}
              onDelete={actions.onDelete}
            />
            <Pagination page={page} pages={listings.data.pagination.pages} onPage={setPage} />
          </>
        )}
      </div>
      <ListingDialogs
        actions={actions}
        EditDialog={EditDialog}
        deleteMessage={t('delete.confirmDashboard')}
      />
    </section>
  );
};
