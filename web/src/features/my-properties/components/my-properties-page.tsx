import { PAGE_SIZES } from '@ghar/contracts/constants';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Pagination } from '@/components/listing/pagination';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useEveryOwnerListing } from '../api/get-owner-listings';
import { useListingActions } from '../hooks/use-listing-actions';
import { filterListings, pageOf, portfolioCounts } from '../utils/portfolio';
import type { StatusFilter } from '../utils/portfolio';
import type { EditDialogSlot } from './edit-dialog-slot';
import { ListingDialogs } from './listing-dialogs';
import { ListingGrid } from './listing-grid';
import { ListingsEmpty, ListingsError, ListingsLoading } from './listing-states';
import { ListingToolbar } from './listing-toolbar';
import { PortfolioCounters } from './portfolio-counters';

type MyPropertiesPageProps = { ownerId: string; EditDialog?: EditDialogSlot };

// /my-properties (part 1 §2): counters, search, status filter and the owner's cards, 20 a page.
export const MyPropertiesPage = ({ ownerId, EditDialog }: MyPropertiesPageProps) => {
  const { t } = useTranslation('my-properties');
  const labels = useTranslation('properties').t;
  const listings = useEveryOwnerListing(ownerId);
  const actions = useListingActions();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [page, setPage] = useState(1);

  const all = useMemo(() => listings.data ?? [], [listings.data]);
  const counts = useMemo(() => portfolioCounts(all), [all]);
  const shown = useMemo(
    () => filterListings(all, { search, status }, (type) => labels(`labels.type.${type}`)),
    [all, search, status, labels],
  );
  const current = pageOf(shown, page, PAGE_SIZES.myProperties);

  return (
    <section className="mx-auto max-w-7xl space-y-6 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{t('subtitle')}</p>
        </div>
        <Link to={paths.sell.getHref()} className={buttonClasses()}>
          <Plus aria-hidden="true" className="size-5" />
          {t('addNew')}
        </Link>
      </div>
      {listings.isPending && <ListingsLoading />}
      {listings.isError && (
        <ListingsError error={listings.error} onRetry={() => void listings.refetch()} />
      )}
      {listings.data && all.length === 0 && <ListingsEmpty />}
      {all.length > 0 && (
        <>
          <PortfolioCounters counts={counts} />
          <ListingToolbar
            search={search}
            status={status}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
            onStatus={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('count', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">
              {t('empty.noMatch')}
            </p>
          ) : (
            <ListingGrid
              listings={current.items}
              onEdit={EditDialog ? actions.onEdit : undefined}
              onDelete={actions.onDelete}
            />
          )}
          <Pagination page={current.page} pages={current.pages} onPage={setPage} />
        </>
      )}
      <ListingDialogs
        actions={actions}
        EditDialog={EditDialog}
        deleteMessage={t('delete.confirm')}
      />
    </section>
  );
};
