import { BUSINESS_DEFAULTS } from '@ghar/contracts/constants';
import { CircleCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const [level1, level2, level3] = BUSINESS_DEFAULTS.commission.levelSplitPercent;

// What a dealer gains; the level shares are the defaults of docs/business-decisions.md.
export const BenefitsList = () => {
  const { t } = useTranslation('dealers');
  const items = t('benefits.items', { returnObjects: true, level1, level2, level3 });
  return (
    <section className="rounded-2xl bg-brand-50 p-5 ring-1 ring-brand-100">
      <h2 className="text-lg font-semibold text-slate-900">{t('benefits.title')}</h2>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
};
