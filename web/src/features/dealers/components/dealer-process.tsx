import { useTranslation } from 'react-i18next';

// How an application becomes earnings, step by step.
export const DealerProcess = () => {
  const { t } = useTranslation('dealers');
  const steps = t('apply.process.steps', { returnObjects: true });
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-slate-900">{t('apply.process.title')}</h2>
      <ol className="mt-3 space-y-3 text-sm text-slate-700">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
            >
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </section>
  );
};
