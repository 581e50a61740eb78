import { BOOKING_STATUSES } from '@ghar/contracts/constants';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';

type BookingFiltersProps = {
  search: string;
  status: string;
  onSearch: (value: string) => void;
  onStatus: (value: string) => void;
  onUpdateExpired: () => void;
  updating: boolean;
};

// Search, status filter and Update Expired (part 2 §2).
export const BookingFilters = ({
  search,
  status,
  onSearch,
  onStatus,
  onUpdateExpired,
  updating,
}: BookingFiltersProps) => {
  const { t } = useTranslation('bookings');
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:items-end">
      <div className="flex-1">
        <InputField
          label={t('admin.search')}
          type="search"
          value={search}
          placeholder={t('admin.searchPlaceholder')}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
      <SelectField
        label={t('admin.statusFilter')}
        value={status}
        className="sm:w-48"
        onChange={(event) => onStatus(event.target.value)}
        options={[
          { value: '', label: t('admin.allStatuses') },
          ...BOOKING_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
        ]}
      />
      <Button variant="outline" className="h-11" disabled={updating} onClick={onUpdateExpired}>
        <RefreshCw aria-hidden="true" className={updating ? 'size-4 animate-spin' : 'size-4'} />
        {t('admin.updateExpired')}
      </Button>
    </div>
  );
};
