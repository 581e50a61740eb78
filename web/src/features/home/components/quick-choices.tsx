import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { SelectField } from '@/components/ui/field';
import { formatPriceWords } from '@/lib/price-words';
import { BHK_CHIPS, budgetField, budgetPresets } from '@/lib/quick-filters';
import type { HomeQuick } from '../utils/quick-search';

type QuickChoicesProps = {
  action: string;
  value: HomeQuick;
  onChange: (next: Partial<HomeQuick>) => void;
};

// Issue 26 item 1 on home: BHK chips and a budget fitting the deal (₹ a month for rent and
// lease, lakh and crore to buy), as the search page's quick filters; Search carries them into
// /properties' URL.
export const QuickChoices = ({ action, value, onChange }: QuickChoicesProps) => {
  const { t, i18n } = useTranslation('home');
  const field = budgetField(action);
  const options = [
    { value: '', label: t('quick.any') },
    ...budgetPresets(field).map((amount) => ({
      value: String(amount),
      label: formatPriceWords(amount, i18n.language),
    })),
  ];
  const budget = (key: 'budgetMin' | 'budgetMax', label: string) => (
    <SelectField
      label={label}
      name={key === 'budgetMin' ? field.min : field.max}
      options={options}
      value={value[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      className="min-w-0 flex-1 sm:w-44 sm:flex-none"
    />
  );
  return (
    <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
      <div role="group" aria-label={t('quick.bhk')} className="flex flex-wrap items-center gap-1.5">
        {BHK_CHIPS.map((chip) => (
          <Chip
            key={chip}
            pressed={value.bhk === chip}
            onPress={() => onChange({ bhk: value.bhk === chip ? undefined : chip })}
          >
            {chip} {t('quick.bhk')}
          </Chip>
        ))}
      </div>
      <div className="flex w-full gap-3 sm:w-auto">
        {budget('budgetMin', field.monthly ? t('quick.minRent') : t('quick.minPrice'))}
        {budget('budgetMax', field.monthly ? t('quick.maxRent') : t('quick.maxPrice'))}
      </div>
    </div>
  );
};
