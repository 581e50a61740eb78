import { PROPERTY_STATUSES } from '@ghar/contracts';
import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import type { StatusFilter } from '../utils/portfolio';

type ListingToolbarProps = {
  search: string;
  status: StatusFilter;
  onSearch: (search: string) => void;
  onStatus: (status: StatusFilter) => void;
};

const STATUS_FILTERS: StatusFilter[] = ['ALL', ...PROPERTY_STATUSES];

// Search by title, location or type; status All / Available / Booked / Sold.
export const ListingToolbar = ({ search, status, onSearch, onStatus }: ListingToolbarProps) => {
  const { t } = useTranslation('my-properties');
  const searchId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={searchId} className="mb-1 block text-sm font-medium text-slate-700">
          {t('search.label')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
          />
          <input
            id={searchId}
            type="search"
            value={search}
            placeholder={t('search.placeholder')}
            onChange={(event) => onSearch(event.target.value)}
            className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-10 pe-3 text-base text-slate-900 shadow-sm focus:border-brand-600"
          />
        </div>
      </div>
      <SelectField
        label={t('status.label')}
        className="sm:w-48"
        value={status}
        onChange={(event) => onStatus(event.target.value as StatusFilter)}
        options={STATUS_FILTERS.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
    </div>
  );
};
