import { CANONICAL_PROPERTY_TYPES, PROPERTY_STATUSES } from '@ghar/contracts/constants';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
import { SearchBox } from '@/components/ui/search-box';
import { cn } from '@/lib/cn';
import { activeFilterCount } from '../utils/admin-query';
import type { AdminFilters } from '../utils/admin-query';

type PropertyFiltersProps = {
  filters: AdminFilters;
  onChange: (key: keyof AdminFilters, value: string) => void;
  onClear: () => void;
};

// Search, then the collapsible filters: type, location, status (part 2 §2).
export const PropertyFilters = ({ filters, onChange, onClear }: PropertyFiltersProps) => {
  const { t } = useTranslation('admin-properties');
  const labels = useTranslation('properties').t;
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = activeFilterCount(filters);
  return (
    <div className="space-y-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={filters.search}
          onChange={(value) => onChange('search', value)}
        />
        <Button
          variant="outline"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          className="whitespace-nowrap"
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('filters.toggle')}
          {active > 0 && (
            <span className="rounded-full bg-brand-700 px-2 text-xs text-white">{active}</span>
          )}
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 transition-transform', open && 'rotate-180')}
          />
        </Button>
      </div>
      <div
        id={panelId}
        hidden={!open}
        className="grid gap-3 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <SelectField
          label={t('filters.type')}
          value={filters.type}
          onChange={(event) => onChange('type', event.target.value)}
          options={[
            { value: '', label: t('filters.anyType') },
            ...CANONICAL_PROPERTY_TYPES.map((type) => ({
              value: type,
              label: labels(`labels.type.${type}`),
            })),
          ]}
        />
        <InputField
          label={t('filters.location')}
          value={filters.location}
          placeholder={t('filters.locationPlaceholder')}
          onChange={(event) => onChange('location', event.target.value)}
        />
        <SelectField
          label={t('filters.status')}
          value={filters.status}
          onChange={(event) => onChange('status', event.target.value)}
          options={[
            { value: '', label: t('filters.anyStatus') },
            ...PROPERTY_STATUSES.map((status) => ({
              value: status,
              label: labels(`labels.status.${status}`),
            })),
          ]}
        />
        <Button variant="ghost" onClick={onClear} disabled={active === 0}>
          {t('filters.clear')}
        </Button>
      </div>
    </div>
  );
};
