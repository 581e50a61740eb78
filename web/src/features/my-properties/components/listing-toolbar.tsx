import { PROPERTY_STATUSES } from '@ghar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/ui/field';
import { SearchBox } from '@/components/ui/search-box';
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
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchBox
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={search}
        onChange={onSearch}
      />
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
