import { PROPERTY_STATUSES, PROPERTY_TYPES } from '@ghar/contracts';
import { ChevronDown, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { InputField, SelectField } from '@/components/ui/field';
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
  const searchId = useId();
  const active = activeFilterCount(filters);
  return (
    <div className="space-y-3">
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
              value={filters.search}
              placeholder={t('search.placeholder')}
              onChange={(event) => onChange('search', event.target.value)}
              className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-10 pe-3 text-base text-slate-900 shadow-sm focus:border-brand-600"
            />
          </div>
        </div>
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
            ...PROPERTY_TYPES.map((type) => ({
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
