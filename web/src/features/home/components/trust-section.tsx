import { BadgeIndianRupee, FileText, Headset, Lock, ShieldCheck } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { primaryPhone, support } from '@/config/support';

const blurbs: { key: 'verified' | 'safeBooking' | 'fairFees' | 'legal'; Icon: LucideIcon }[] = [
  { key: 'verified', Icon: ShieldCheck },
  { key: 'safeBooking', Icon: Lock },
  { key: 'fairFees', Icon: BadgeIndianRupee },
  { key: 'legal', Icon: FileText },
];

export const TrustSection = () => {
  const { t } = useTranslation(['home', 'common']);
  return (
    <section aria-labelledby="trust-title" className="bg-slate-50 py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="trust-title" className="text-2xl font-bold text-slate-900">
          {t('trust.title')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {blurbs.map(({ key, Icon }) => (
            <li key={key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 font-semibold text-slate-900">{t(`trust.${key}.title`)}</h3>
              <p className="mt-1 text-sm text-slate-600">{t(`trust.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-4 rounded-2xl bg-brand-800 p-6 text-white sm:flex-row sm:items-center sm:p-8">
          <Headset aria-hidden="true" className="size-10 shrink-0 text-amber-300" />
          <div className="flex-1">
            <h3 className="text-xl font-bold">{t('support.title')}</h3>
            <p className="mt-1 text-brand-50/90">
              {t('support.text', { hours: t('common:support.hours', support.hours) })}
            </p>
          </div>
          <a
            href={primaryPhone.href}
            className={buttonClasses({ variant: 'accent', size: 'lg', className: 'shrink-0' })}
          >
            {t('support.call', { phone: primaryPhone.display })}
          </a>
        </div>
      </div>
    </section>
  );
};
