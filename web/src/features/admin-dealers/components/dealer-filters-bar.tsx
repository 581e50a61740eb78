import { DEALER_STATUSES } from '@ghar/contracts/constants';
import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { SearchBox } from '@/components/ui/search-box';

type DealerFiltersBarProps = {
  searchLabel: string;
  searchPlaceholder: string;
  search: string;
  status: string;
  onSearch: (value: string) => void;
  onStatus: (value: string) => void;
  onRefresh: () => void;
  refreshLabel: string;
  refreshing: boolean;
  // Buttons of the screen's own (the tree's Expand All / Collapse All).
  children?: ReactNode;
};

// Search, the status filter All/Pending/Approved/Rejected and a refresh button (part 2 §2).
export const DealerFiltersBar = ({
  searchLabel,
  searchPlaceholder,
  search,
  status,
  onSearch,
  onStatus,
  onRefresh,
  refreshLabel,
  refreshing,
  children,
}: DealerFiltersBarProps) => {
  const { t } = useTranslation('admin-dealers');
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:flex-row md:flex-wrap md:items-end">
      <SearchBox
        label={searchLabel}
        placeholder={searchPlaceholder}
        value={search}
        onChange={onSearch}
        className="md:min-w-56"
      />
      <SelectField
        label={t('statusFilter')}
        value={status}
        className="md:w-44"
        onChange={(event) => onStatus(event.target.value)}
        options={[
          { value: '', label: t('allStatuses') },
          ...DEALER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
        ]}
      />
      <div className="flex flex-wrap gap-2">
        {children}
        <Button variant="outline" className="h-11" disabled={refreshing} onClick={onRefresh}>
          <RefreshCw aria-hidden="true" className={refreshing ? 'size-4 animate-spin' : 'size-4'} />
          {refreshLabel}
        </Button>
      </div>
    </div>
  );
};
