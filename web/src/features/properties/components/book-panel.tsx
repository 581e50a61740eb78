import type { PropertyStatus } from '@ghar/contracts';
import { CalendarCheck, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

// Part 1 §2 "Book This Property". Only a FREE listing can be booked; guests log in first.
// Booking itself (the 'Book Property' modal) arrives with the bookings issue: until then a
// signed-in visitor sees the button switched off and told so, instead of a form that cannot
// reach a booking service.
export const BookPanel = ({ status }: { status: PropertyStatus }) => {
  const { t } = useTranslation('properties');
  const { user } = useAuth();
  const free = status === 'FREE';

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
      ) : user === null ? (
        <>
          <p className="mt-2 text-sm text-slate-600">{t('detail.book.guest')}</p>
          <Link
            to={paths.login.getHref()}
            className={buttonClasses({ size: 'lg', className: 'mt-4 w-full' })}
          >
            <Lock aria-hidden="true" className="size-5" />
            {t('detail.book.login')}
          </Link>
        </>
      ) : (
        <>
          <Button size="lg" className="mt-4 w-full" disabled aria-describedby="book-soon">
            <CalendarCheck aria-hidden="true" className="size-5" />
            {t('detail.book.button')}
          </Button>
          <p id="book-soon" className="mt-2 text-sm text-slate-600">
            {t('detail.book.soon')}
          </p>
        </>
      )}
    </section>
  );
};
