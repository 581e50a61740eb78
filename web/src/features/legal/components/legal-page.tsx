import '../i18n';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/format';

export type LegalDocument = 'privacy' | 'terms' | 'cookies';

type Section = { heading: string; paragraphs?: string[]; items?: string[] };

export const LegalPage = ({ document }: { document: LegalDocument }) => {
  const { t, i18n } = useTranslation(['legal', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  useDocumentTitle(t(`${document}.pageTitle`));
  const sections = t(`${document}.sections`, { returnObjects: true }) as readonly Section[];

  // One step back, as the spec asks; a page opened directly has no step, so go home.
  const goBack = () =>
    void (location.key === 'default' ? navigate(paths.home.getHref()) : navigate(-1));

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <Button variant="ghost" size="sm" onClick={goBack} className="-ms-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('common:actions.back')}
      </Button>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 sm:text-4xl">
        {t(`${document}.title`)}
      </h1>
      <p className="mt-2 text-sm text-slate-500">
        {t('lastUpdated', { date: formatDate(new Date(), i18n.resolvedLanguage ?? 'en') })}
      </p>
      <p className="mt-6 text-lg leading-relaxed text-slate-700">{t(`${document}.intro`)}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-semibold text-slate-900">{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.items && (
            <ul className="mt-3 list-disc space-y-2 ps-6 leading-relaxed text-slate-700 marker:text-brand-600">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
};
