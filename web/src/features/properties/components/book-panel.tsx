import type { PropertyStatus } from '@ghar/contracts/constants';
import { formatRupees } from '@ghar/contracts/format';
import { bookingAmount, type BookingAmountInputs } from '@ghar/contracts/money';
import { CalendarCheck, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { withNext } from '@/lib/auth/next-page';
import { useAuth } from '@/lib/auth/use-auth';
import { usePublicSettings } from '@/lib/public-settings';

/**
 * What a guest is told before logging in to book (issue 26 item 7): the booking amount by the
 * rule (the admin's default charge for a SELL without its own), and what happens after paying.
 */
const GuestBookingTerms = ({ property }: { property: BookingAmountInputs }) => {
  const { t } = useTranslation('properties');
  const defaultCharge = usePublicSettings(({ bookings }) => bookings.defaultBookingCharge).data;
  const amount = bookingAmount(property, defaultCharge);
  return (
    <>
      <p className="mt-3 flex items-baseline justify-between gap-3 rounded-xl bg-brand-50 px-4 py-3">
        <span className="text-sm font-medium text-slate-700">{t('detail.book.amountLabel')}</span>
        <span className="text-xl font-bold text-slate-900">{formatRupees(amount)}</span>
      </p>
      <h3 className="mt-4 text-sm font-semibold text-slate-900">{t('detail.book.stepsTitle')}</h3>
      <ol className="mt-2 list-decimal space-y-1 ps-5 text-sm text-slate-700">
        <li>{t('detail.book.stepPay')}</li>
        <li>{t('detail.book.stepContact')}</li>
        <li>{t('detail.book.stepRefund')}</li>
      </ol>
    </>
  );
};

// Part 1 §2 "Book This Property". Only a FREE listing can be booked; guests log in first.
// Book Now asks for the 'Book Property' modal with `?book=1`: the detail route, where the
// properties and booking features meet, opens it (a link to it works too). The owner (known
// from the owner view of the listing) is pointed to My Properties instead: nobody books their own.
export const BookPanel = ({
  property,
  ownerId,
}: {
  property: BookingAmountInputs & { status: PropertyStatus };
  ownerId?: string;
}) => {
  const { status } = property;
  const { t } = useTranslation('properties');
  const { user } = useAuth();
  const [, setSearchParams] = useSearchParams();
  const location = useLocation();
  const free = status === 'FREE';
  const own = user !== null && ownerId !== undefined && user.id === ownerId;

  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-bold text-slate-900">{t('detail.book.title')}</h2>
      {!free ? (
        <div className="mt-3 rounded-xl bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{t('detail.book.notAvailable')}</p>
          <p className="mt-1 text-sm">
            {t('detail.book.notAvailableText', { status: t(`labels.status.${status}`) })}
          </p>
        </div>
      ) : own ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('detail.book.own')}</p>
          <Link
            to={paths.myProperties.getHref()}
            className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-4 w-full' })}
          >
            {t('detail.book.manage')}
          </Link>
        </>
      ) : user === null ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('detail.book.guest')}</p>
          <GuestBookingTerms property={property} />
          <Link
            // Back here after login (or signup, then login), with the booking form open; in the
            // address, so that a reload or a trip through signup keeps it.
            to={withNext(paths.login.getHref(), `${location.pathname}?book=1`)}
            className={buttonClasses({ size: 'lg', className: 'mt-4 w-full' })}
          >
            <Lock aria-hidden="true" className="size-5" />
            {t('detail.book.login')}
          </Link>
        </>
      ) : (
        <>
          <Button
            size="lg"
            className="mt-4 w-full"
            onClick={() =>
              setSearchParams(
                (params) => {
                  params.set('book', '1');
                  return params;
                },
                { replace: true },
              )
            }
          >
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t('detail.book.button')}
          </Button>
        </>
      )}
    </section>
  );
};
