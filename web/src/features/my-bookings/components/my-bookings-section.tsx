import { PAGE_SIZES } from '@ghar/contracts/constants';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { screenErrorMessage } from '@/lib/api-error';
import { useMyBookings } from '../api/get-my-bookings';
import { bookingsTotalText } from '../utils/bookings-total';
import { MyBookingItem } from './my-booking-item';

// The dashboard's collapsible My Bookings (part 1 §2): the first 5, 'Showing 5 of N bookings'.
export const MyBookingsSection = () => {
  const { t } = useTranslation('bookings');
  const [open, setOpen] = useState(true);
  const bookings = useMyBookings();
  const bodyId = useId();
  const all = bookings.data ?? [];
  const shown = all.slice(0, PAGE_SIZES.dashboardBookings);

  return (
    <section
      aria-labelledby={`${bodyId}-title`}
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
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
          {t('mine.title')}
        </button>
      </h2>
      <div id={bodyId} hidden={!open} className="mt-4">
        {bookings.isPending ? (
          <Spinner label={t('mine.loading')} />
        ) : bookings.isError ? (
          <div role="alert" className="space-y-2 text-sm text-red-700">
            <p>{screenErrorMessage(bookings.error, t('mine.loadFailed'))}</p>
            <Button variant="outline" size="sm" onClick={() => void bookings.refetch()}>
              {t('mine.retry')}
            </Button>
          </div>
        ) : all.length === 0 ? (
          <div className="text-center text-slate-600">
            <p>{t('mine.empty')}</p>
            <Link to={paths.home.getHref()} className={buttonClasses({ className: 'mt-3' })}>
              {t('mine.browse')}
            </Link>
          </div>
        ) : (
          <>
            <ul className="space-y-3">
              {shown.map((booking) => (
                <MyBookingItem key={booking.id} booking={booking} />
              ))}
            </ul>
            {all.length > shown.length && (
              <p className="mt-3 text-sm text-slate-600">
                {t('mine.showing', { shown: shown.length, total: bookingsTotalText(all.length) })}
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
};
