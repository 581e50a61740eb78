import { SORT_BY, SORT_ORDER } from '@ghar/contracts/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterKey, SearchFilters } from '../utils/search-filters';

type SortControlsProps = {
  filters: Pick<SearchFilters, 'sortBy' | 'sortOrder'>;
  onChange: (key: FilterKey, value: string) => void;
};

// Part 1 §2's sort (Latest First, price, area, BHK; descending or ascending) one press away on
// a wide screen, where the full sidebar stays behind "More filters" (issue 26 item 1). Phones
// sort in the bottom sheet.
export const SortControls = ({ filters, onChange }: SortControlsProps) => {
  const { t } = useTranslation('properties');
  const id = useId();
  const select = (key: 'sortBy' | 'sortOrder', values: readonly string[]) => (
    <div className="flex items-center gap-1.5">
      <label
        htmlFor={`${id}-${key}`}
        className="text-sm font-medium whitespace-nowrap text-slate-700"
      >
        {t(`filters.fields.${key}`)}
      </label>
      <select
        id={`${id}-${key}`}
        value={filters[key]}
        onChange={(event) => onChange(key, event.target.value)}
        className="h-9 rounded-lg border border-slate-300 bg-white px-2 pe-8 text-sm text-slate-900 shadow-sm focus:border-brand-600"
      >
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`labels.${key}.${value}` as never)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="flex items-center gap-3">
      {select('sortBy', SORT_BY)}
      {select('sortOrder', SORT_ORDER)}
    </div>
  );
};
