import {
  ALLOWED_TENANTS,
  BHK_OPTIONS,
  PROPERTY_ACTIONS,
  PROPERTY_STATUSES,
  REGISTERED_AS,
  SEARCH_FURNISHING,
  SEARCH_PROPERTY_TYPES,
  SORT_BY,
  SORT_ORDER,
} from '@ghar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocations } from '../api/get-filter-options';
import { useSearchFacets } from '../api/get-search-facets';
import { locationOptions } from '../utils/filter-options';
import { hindiNamesOf, withCount } from '../utils/sidebar-labels';
import type { FilterKey, SearchFilters } from '../utils/search-filters';
import { AmenityChecks } from './amenity-checks';
import type { CardLayout } from './property-card';
import { FilterCombobox } from './filter-combobox';
import { FilterSection } from './filter-section';
import { FilterSelect } from './filter-select';
import { FilterTextInput } from './filter-text-input';
import { LocalityCombobox } from './locality-combobox';

type FilterSidebarProps = {
  id: string;
  filters: SearchFilters;
  /** The header holds the sort (a wide screen's SortControls): Sort & Display keeps "Show as". */
  sortInHeader: boolean;
  activeCount: number;
  total: number | undefined;
  layout: CardLayout;
  onLayout: (layout: CardLayout) => void;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
};

// Part 1 §2 filter sidebar: five collapsible sections, the active count, the result count
// and Clear All.
export const FilterSidebar = ({
  id,
  filters,
  sortInHeader,
  activeCount,
  total,
  layout,
  onLayout,
  onChange,
  onClear,
}: FilterSidebarProps) => {
  const { t } = useTranslation('properties');
  const any = t('filters.any');
  const label = (key: FilterKey | 'layout') => t(`filters.fields.${key}`);
  const text = (key: FilterKey, type: 'text' | 'number' | 'date' = 'text', step?: string) => (
    <FilterTextInput
      key={key}
      label={label(key)}
      value={filters[key]}
      type={type}
      step={step}
      min={type === 'number' && !step ? 0 : undefined}
      onCommit={(value) => onChange(key, value)}
    />
  );
  const select = (key: FilterKey, options: { value: string; label: string }[], withAny = true) => (
    <FilterSelect
      key={key}
      label={label(key)}
      value={filters[key]}
      onChange={(value) => onChange(key, value)}
      options={options}
      anyLabel={withAny ? any : undefined}
    />
  );
  const labelled = (values: readonly (string | number)[], group: string) =>
    values.map((value) => ({
      value: String(value),
      label: t(`labels.${group}.${value}` as never),
    }));
  const locationList = useLocations().data;
  const locations = locationOptions(locationList, filters.state);
  const hindiNames = hindiNamesOf(locationList);
  // Each facet's counts are within the other filters (what choosing a value would find).
  const facets = useSearchFacets(filters).data;
  // A type the sidebar does not offer but a link chose (the home page's Showroom) shows too.
  const types = [
    ...SEARCH_PROPERTY_TYPES,
    ...(filters.type && !(SEARCH_PROPERTY_TYPES as readonly string[]).includes(filters.type)
      ? [filters.type]
      : []),
  ];
  const counted = (options: { value: string; label: string }[], counts?: Record<string, number>) =>
    options.map((option) => ({ ...option, label: withCount(option.label, counts, option.value) }));
  const typeOptions = counted(labelled(types, 'type'), facets?.types);
  // A section holding a chosen filter starts open, so a link or a search from the home page
  // shows the reader what narrows the results (a folded section would hide it).
  const anyChosen = (keys: FilterKey[]) => keys.some((key) => filters[key] !== '');
  const typeahead = (key: 'city' | 'state', options: string[]) => (
    <FilterCombobox
      key={key}
      label={label(key)}
      value={filters[key]}
      options={options}
      otherNames={key === 'city' ? hindiNames.cities : hindiNames.states}
      onCommit={(value) => onChange(key, value)}
    />
  );

  return (
    <aside
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {t('filters.title')}
        </h2>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={activeCount === 0}>
          {t('filters.clearAll')}
        </Button>
      </div>
      <p className="mt-1 text-sm text-slate-600" aria-live="polite">
        {t('filters.active', { count: activeCount })}
        {total !== undefined && <> · {t('search.found', { count: total })}</>}
      </p>
      <FilterSection title={t('filters.sections.basic')} defaultOpen>
        {text('location')}
        {select('action', labelled(PROPERTY_ACTIONS, 'action'))}
        {select('type', typeOptions)}
        {typeahead('city', locations.cities)}
        {typeahead('state', locations.states)}
        <LocalityCombobox
          value={filters.locality}
          city={filters.city}
          action={filters.action}
          onCommit={(value) => onChange('locality', value)}
        />
        {text('landmark')}
        {select('status', labelled(PROPERTY_STATUSES, 'status'), false)}
        {select('registeredAs', labelled(REGISTERED_AS, 'registeredAs'))}
      </FilterSection>
      <FilterSection
        title={t('filters.sections.pricing')}
        defaultOpen={anyChosen([
          'minPrice',
          'maxPrice',
          'minPerMonthCharges',
          'maxPerMonthCharges',
          'minBookingCharges',
          'maxBookingCharges',
          'minLeaseDuration',
          'maxLeaseDuration',
          'noticePeriod',
        ])}
      >
        {text('minPrice', 'number')}
        {text('maxPrice', 'number')}
        {text('minPerMonthCharges', 'number')}
        {text('maxPerMonthCharges', 'number')}
        {text('minBookingCharges', 'number')}
        {text('maxBookingCharges', 'number')}
        {text('minLeaseDuration', 'number')}
        {text('maxLeaseDuration', 'number')}
        {text('noticePeriod', 'number')}
      </FilterSection>
      <FilterSection
        title={t('filters.sections.details')}
        defaultOpen={anyChosen([
          'bhk',
          'furnishingStatus',
          'allowedTenants',
          'parkingAvailable',
          'minArea',
          'maxArea',
          'minRooms',
          'maxRooms',
          'availabilityDate',
          'minLatitude',
          'maxLatitude',
          'minLongitude',
          'maxLongitude',
        ])}
      >
        {select(
          'bhk',
          counted(
            BHK_OPTIONS.map((bhk) => ({
              value: String(bhk),
              label: t('card.bhk', { count: bhk }),
            })),
            facets?.bhk,
          ),
        )}
        {select(
          'furnishingStatus',
          counted(labelled(SEARCH_FURNISHING, 'furnishing'), facets?.furnishing),
        )}
        {select('allowedTenants', labelled(ALLOWED_TENANTS, 'tenants'))}
        {select('parkingAvailable', [
          { value: 'true', label: t('filters.yes') },
          { value: 'false', label: t('filters.no') },
        ])}
        {text('minArea', 'number')}
        {text('maxArea', 'number')}
        {text('minRooms', 'number')}
        {text('maxRooms', 'number')}
        {text('availabilityDate', 'date')}
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className="mb-1 text-sm font-medium text-slate-700">
            {t('filters.mapArea')}
          </legend>
          {text('minLatitude', 'number', 'any')}
          {text('maxLatitude', 'number', 'any')}
          {text('minLongitude', 'number', 'any')}
          {text('maxLongitude', 'number', 'any')}
        </fieldset>
      </FilterSection>
      <FilterSection
        title={t('filters.sections.amenities')}
        defaultOpen={anyChosen(['amenities', 'additionalAmenities'])}
      >
        <AmenityChecks
          counts={facets?.amenities}
          value={filters.amenities}
          onChange={(value) => onChange('amenities', value)}
        />
        {text('additionalAmenities')}
      </FilterSection>
      <FilterSection title={t('filters.sections.sort')}>
        {!sortInHeader && select('sortBy', labelled(SORT_BY, 'sortBy'), false)}
        {!sortInHeader && select('sortOrder', labelled(SORT_ORDER, 'sortOrder'), false)}
        <FilterSelect
          label={label('layout')}
          value={layout}
          onChange={(value) => onLayout(value === 'list' ? 'list' : 'grid')}
          options={[
            { value: 'grid', label: t('search.grid') },
            { value: 'list', label: t('search.list') },
          ]}
        />
      </FilterSection>
    </aside>
  );
};
