import {
  NOTIFICATION_DATE_FILTERS,
  NOTIFICATION_READ_FILTERS,
  NOTIFICATION_TYPES,
} from '@ghar/contracts/constants';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputField, SelectField } from '@/components/ui/field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTypeLabel } from '../hooks/use-type-label';
import type { NotificationFilters } from '../notification-filters';

const SEARCH_DELAY_MS = 300;

type NotificationFilterBarProps = {
  filters: NotificationFilters;
  onChange: (change: Partial<NotificationFilters>) => void;
};

// Search (title or message), type, read status and time; "All" sends nothing (part 2 §7).
export const NotificationFilterBar = ({ filters, onChange }: NotificationFilterBarProps) => {
  const { t } = useTranslation('notifications');
  const typeLabel = useTypeLabel();
  const [search, setSearch] = useState(filters.search);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  // Only a newly typed value is sent; the address changing by itself must not echo back.
  const latest = useRef({ onChange, applied: filters.search });
  useEffect(() => {
    latest.current = { onChange, applied: filters.search };
  });
  useEffect(() => {
    const { onChange: apply, applied } = latest.current;
    if (debouncedSearch !== applied) apply({ search: debouncedSearch });
  }, [debouncedSearch]);

  return (
    <form
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search });
      }}
      className="grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3 lg:grid-cols-[2fr_1fr_1fr_1fr]"
    >
      <div className="relative col-span-2 sm:col-span-3 lg:col-span-1">
        <InputField
          label={t('filters.search')}
          type="search"
          value={search}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
          className="[&_input]:ps-9"
        />
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute bottom-3 left-3 size-5 text-slate-400"
        />
      </div>
      <SelectField
        label={t('filters.type')}
        className="col-span-2 sm:col-span-1"
        value={filters.type ?? ''}
        onChange={(event) =>
          onChange({ type: NOTIFICATION_TYPES.find((type) => type === event.target.value) })
        }
        options={[
          { value: '', label: t('filters.allTypes') },
          ...NOTIFICATION_TYPES.map((type) => ({ value: type, label: typeLabel(type) })),
        ]}
      />
      <SelectField
        label={t('filters.read')}
        value={filters.read ?? ''}
        onChange={(event) =>
          onChange({ read: NOTIFICATION_READ_FILTERS.find((read) => read === event.target.value) })
        }
        options={[
          { value: '', label: t('filters.readOptions.all') },
          { value: 'false', label: t('filters.readOptions.false') },
          { value: 'true', label: t('filters.readOptions.true') },
        ]}
      />
      <SelectField
        label={t('filters.time')}
        value={filters.date ?? ''}
        onChange={(event) =>
          onChange({ date: NOTIFICATION_DATE_FILTERS.find((date) => date === event.target.value) })
        }
        options={[
          { value: '', label: t('filters.dateOptions.all') },
          ...NOTIFICATION_DATE_FILTERS.map((date) => ({
            value: date,
            label: t(`filters.dateOptions.${date}`),
          })),
        ]}
      />
    </form>
  );
};
