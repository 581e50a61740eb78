import type { PropertyStatus } from '@ghar/contracts';
import { CalendarCheck, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';

// Part 1 §2 "Book This Property". Only a FREE listing can be booked; guests log in first.
// Book Now asks for the 'Book Property' modal with `?book=1`: the detail route, where the
// properties and booking features meet, opens it (a link to it works too). The owner (known
// from the owner view of the listing) is pointed to My Properties instead: nobody books their own.
export const BookPanel = ({ status, ownerId }: { status: PropertyStatus; ownerId?: string }) => {
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
          <Link
            to={paths.login.getHref()}
            // Back here after login, with the booking form open.
            state={{ from: { pathname: location.pathname, search: '?book=1' } }}
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
