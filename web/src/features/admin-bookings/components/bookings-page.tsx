import { LIMITS } from '@ghar/contracts/constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/listing/pagination';
import { AdminTable } from '@/components/ui/admin-table';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { useMediaQuery } from '@/hooks/use-media-query';
import type { AdminBookingView as BookingView } from '@ghar/contracts/http';
import { useAdminBookings } from '../api/get-admin-bookings';
import { useBookingCommands } from '../hooks/use-booking-commands';
import { useBookingFilters } from '../hooks/use-booking-filters';
import type { BookingHandlers } from './booking-actions';
import { BookingCard } from './booking-card';
import { BookingDetailsDialog } from './booking-details-dialog';
import { BookingFilters } from './booking-filters';
import { BOOKING_COLUMNS, BookingRow } from './booking-row';
import { StatsCards } from './stats-cards';

// 'Bookings Management' (part 2 §2): stats, search, status filter, Update Expired, a table on
// wide screens and cards on phones (10 a page), the details modal and the lifecycle actions.
export const BookingsPage = () => {
  const { t } = useTranslation('bookings');
  const filters = useBookingFilters();
  const bookings = useAdminBookings(filters.query);
  const commands = useBookingCommands();
  const wide = useMediaQuery('(min-width: 1280px)');
  const [details, setDetails] = useState<BookingView | null>(null);

  const handlers = useMemo<BookingHandlers>(
    () => ({ onCommand: commands.ask, onDetails: setDetails, busyId: commands.busyId }),
    [commands.ask, commands.busyId],
  );

  const list = bookings.data?.bookings ?? [];
  const pending = commands.pending;
  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('admin.title')}</h1>
        <p className="mt-1 text-slate-600">{t('admin.subtitle')}</p>
      </div>
      <StatsCards />
      <BookingFilters
        search={filters.search}
        status={filters.status}
        onSearch={filters.setSearch}
        onStatus={filters.setStatus}
        onUpdateExpired={commands.updateExpired}
        updating={commands.updatingExpired}
      />

      {bookings.isPending && <LoadingBlock label={t('admin.loading')} className="min-h-[30vh]" />}
      {bookings.isError && !bookings.data && (
        <LoadFailed
          error={bookings.error}
          fallback={t('admin.failed.load')}
          retryLabel={t('admin.retry')}
          onRetry={() => void bookings.refetch()}
        />
      )}
      {bookings.data && list.length === 0 && (
        <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-600">{t('admin.empty')}</p>
      )}
      {list.length > 0 &&
        (wide ? (
          <AdminTable
            caption={t('admin.title')}
            columns={BOOKING_COLUMNS.map((column) => t(`admin.columns.${column}`))}
            minWidth="min-w-[800px]"
          >
            {list.map((booking) => (
              <BookingRow key={booking.id} booking={booking} handlers={handlers} />
            ))}
          </AdminTable>
        ) : (
          <ul className="space-y-4" aria-label={t('admin.title')}>
            {list.map((booking) => (
              <BookingCard key={booking.id} booking={booking} handlers={handlers} />
            ))}
          </ul>
        ))}
      {bookings.data?.totalCapped && (
        <p className="text-center text-sm text-slate-600">
          {t('admin.totalCapped', { count: LIMITS.maxPageSize })}
        </p>
      )}
      <Pagination
        page={filters.page}
        pages={bookings.data?.totalPages ?? 1}
        onPage={(next) => {
          filters.setPage(next);
          window.scrollTo({ top: 0 });
        }}
      />

      <BookingDetailsDialog booking={details} onClose={() => setDetails(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`admin.confirm.${pending.command}Title`) : ''}
        message={pending ? t(`admin.confirm.${pending.command}`) : ''}
        confirmLabel={pending ? t(`admin.actions.${pending.command}`) : ''}
        tone={pending?.command === 'approve' ? 'primary' : 'danger'}
        busy={commands.busy}
        onConfirm={commands.confirm}
        onCancel={commands.cancel}
      />
    </section>
  );
};
