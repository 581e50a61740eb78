import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

// Signed-in owners go straight to the form; visitors sign up first.
export const PostPropertyBanner = ({ signedIn }: { signedIn: boolean }) => {
  const { t } = useTranslation('home');
  return (
    <section className="mx-auto max-w-7xl px-4 sm:px-6">
      <div className="flex flex-col gap-5 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:p-8">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-400 text-slate-900">
          <Megaphone aria-hidden="true" className="size-7" />
        </span>
        <div className="flex-1">
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{t('banner.title')}</h2>
          <p className="mt-1 text-slate-700">{t('banner.text')}</p>
        </div>
        <Link
          to={signedIn ? paths.listProperty.getHref() : paths.signup.getHref()}
          className={buttonClasses({ size: 'lg', className: 'shrink-0' })}
        >
          {t('banner.cta')}
        </Link>
      </div>
    </section>
  );
};
