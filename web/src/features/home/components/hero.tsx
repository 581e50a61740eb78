import { useTranslation } from 'react-i18next';
import { SearchPanel } from './search-panel';

export const Hero = () => {
  const { t } = useTranslation('home');
  // No overflow-hidden on the section: it would clip the city and state suggestions (issue 8).
  return (
    <section className="relative bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(52,211,166,0.35),transparent_45%),radial-gradient(circle_at_85%_10%,rgba(251,191,36,0.25),transparent_40%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6 sm:pt-16 lg:pb-20">
        <p className="text-sm font-semibold tracking-wide text-amber-300 uppercase">
          {t('hero.eyebrow')}
        </p>
        <h1 className="mt-3 max-w-3xl text-3xl leading-tight font-extrabold sm:text-5xl">
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-base text-brand-50/90 sm:text-lg">{t('hero.subtitle')}</p>
        <div className="mt-8">
          <SearchPanel />
        </div>
      </div>
    </section>
  );
};
