import { PAYMENT_SOURCES, PAYMENT_STATES, type PaymentsQuery } from '@ghar/contracts/http';
import { Download, RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { monthLabel, recentMonths } from '@/lib/ist-months';
import { localeFor } from '@/lib/format';

type PaymentFiltersProps = {
  filters: PaymentsQuery;
  onChange: (key: keyof PaymentsQuery, value: string) => void;
  onRefresh: () => void;
  refreshing: boolean;
  onExport: () => void;
  exporting: boolean;
};

// State, source and month (an IST month, as the CSV), Refresh Data and the CSV of what is shown.
export const PaymentFilters = ({
  filters,
  onChange,
  onRefresh,
  refreshing,
  onExport,
  exporting,
}: PaymentFiltersProps) => {
  const { t, i18n } = useTranslation('admin-payments');
  const months = useMemo(() => recentMonths(new Date()), []);
  const locale = localeFor(i18n.language);
  const all = { value: '', label: t('filters.all') };
  return (
    <div className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:flex-wrap sm:items-end">
      <SelectField
        label={t('filters.state')}
        value={filters.state ?? ''}
        className="sm:w-44"
        onChange={(event) => onChange('state', event.target.value)}
        options={[all, ...PAYMENT_STATES.map((value) => ({ value, label: t(`states.${value}`) }))]}
      />
      <SelectField
        label={t('filters.source')}
        value={filters.source ?? ''}
        className="sm:w-44"
        onChange={(event) => onChange('source', event.target.value)}
        options={[
          all,
          ...PAYMENT_SOURCES.map((value) => ({ value, label: t(`sources.${value}`) })),
        ]}
      />
      <SelectField
        label={t('filters.month')}
        value={filters.month ?? ''}
        className="sm:w-52"
        onChange={(event) => onChange('month', event.target.value)}
        options={[
          { value: '', label: t('filters.anyMonth') },
          ...months.map((value) => ({ value, label: monthLabel(value, locale) })),
        ]}
      />
      <div className="flex gap-2 sm:ms-auto">
        <Button variant="outline" className="h-11" disabled={refreshing} onClick={onRefresh}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('refresh')}
        </Button>
        <Button variant="outline" className="h-11" disabled={exporting} onClick={onExport}>
          <Download aria-hidden="true" className="size-4" />
          {exporting ? t('exporting') : t('export')}
        </Button>
      </div>
    </div>
  );
};
