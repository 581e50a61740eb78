import {
  BadgeIndianRupee,
  CalendarCheck,
  Eye,
  FileText,
  Handshake,
  Lock,
  Percent,
  Target,
} from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import heroImage from '@/assets/about-hero.svg';
import { buttonClasses } from '@/components/ui/button';
import { LanguageToggle } from '@/components/ui/language-toggle';
import { paths } from '@/config/paths';
import { primaryPhone } from '@/config/support';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { cn } from '@/lib/cn';
import { usePageLanguage } from '../hooks/use-page-language';

type ModelKey =
  | 'listingFee'
  | 'rentCommission'
  | 'saleCommission'
  | 'afterDeal'
  | 'bookingSafety'
  | 'legalSupport';

const modelItems: { key: ModelKey; Icon: LucideIcon }[] = [
  { key: 'listingFee', Icon: BadgeIndianRupee },
  { key: 'rentCommission', Icon: CalendarCheck },
  { key: 'saleCommission', Icon: Percent },
  { key: 'afterDeal', Icon: Handshake },
  { key: 'bookingSafety', Icon: Lock },
  { key: 'legalSupport', Icon: FileText },
];

export const AboutContent = () => {
  const { language, switching, switchTo } = usePageLanguage();
  const { t } = useTranslation('about');
  const [imageFailed, setImageFailed] = useState(false);
  useDocumentTitle(t('pageTitle'));

  return (
    <div
      lang={language}
      className={cn('transition-opacity duration-150', switching && 'opacity-30')}
    >
      <section className="bg-gradient-to-br from-brand-800 to-brand-950 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-2 md:py-16">
          <div>
            <LanguageToggle
              label={t('switcherLabel')}
              value={language}
              onChange={switchTo}
              tone="dark"
            />
            <h1 className="mt-6 text-3xl font-extrabold sm:text-5xl">{t('hero.title')}</h1>
            <p className="mt-4 text-lg text-brand-50/90">{t('hero.subtitle')}</p>
          </div>
          {!imageFailed && (
            <img
              src={heroImage}
              alt={t('hero.imageAlt')}
              onError={() => setImageFailed(true)}
              width={640}
              height={360}
              className="w-full rounded-2xl shadow-2xl ring-1 ring-white/20"
            />
          )}
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2">
        {(
          [
            ['mission', Target],
            ['vision', Eye],
          ] as const
        ).map(([key, Icon]) => (
          <article key={key} className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100">
            <Icon aria-hidden="true" className="size-8 text-brand-700" />
            <h2 className="mt-3 text-xl font-bold text-slate-900">{t(`${key}.title`)}</h2>
            <p className="mt-2 leading-relaxed text-slate-700">{t(`${key}.text`)}</p>
          </article>
        ))}
      </section>

      <section aria-labelledby="model-title" className="bg-slate-50 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="model-title" className="text-2xl font-bold text-slate-900">
            {t('model.title')}
          </h2>
          <p className="mt-1 text-slate-600">{t('model.intro')}</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {modelItems.map(({ key, Icon }) => (
              <li key={key} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <Icon aria-hidden="true" className="size-7 text-brand-700" />
                <h3 className="mt-3 font-semibold text-slate-900">{t(`model.${key}.title`)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-600">
                  {t(`model.${key}.text`)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-5 rounded-2xl bg-amber-50 p-6 ring-1 ring-amber-200 md:flex-row md:items-center md:p-8">
          <div className="flex-1">
            <h2 className="text-2xl font-bold text-slate-900">{t('cta.title')}</h2>
            <p className="mt-1 text-slate-700">{t('cta.text')}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a
              href={primaryPhone.href}
              className={buttonClasses({ variant: 'outline', size: 'lg' })}
            >
              {t('cta.call', { phone: primaryPhone.display })}
            </a>
            <Link to={paths.listProperty.getHref()} className={buttonClasses({ size: 'lg' })}>
              {t('cta.list')}
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
};
