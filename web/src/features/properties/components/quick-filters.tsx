import { ALLOWED_TENANTS, PROPERTY_ACTIONS } from '@ghar/contracts/constants';
import { Camera } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Chip } from '@/components/ui/chip';
import { formatPriceWords } from '@/lib/price-words';
import {
  BHK_CHIPS,
  bhkChipFilters,
  bhkChipOf,
  budgetField,
  budgetPresets,
} from '@/lib/quick-filters';
import { AlertMeButton } from '@/components/listing/saved-search/alert-me-button';
import type { FilterKey, SearchFilters } from '../utils/search-filters';
import { FilterSelect } from './filter-select';

type QuickFiltersProps = {
  filters: SearchFilters;
  onChange: (next: Partial<SearchFilters>) => void;
};

const FURNISHING_CHIPS = ['FURNISHED', 'SEMI_FURNISHED', 'UNFURNISHED'] as const;
const TENANT_CHIPS = ALLOWED_TENANTS.filter((tenant) => tenant !== 'ANYONE');
const POSTED_BY_CHIPS = ['OWNER', 'DEALER'] as const;

const ChipGroup = ({ label, children }: { label: string; children: ReactNode }) => (
  <div role="group" aria-label={label} className="flex shrink-0 items-center gap-1.5">
    {children}
  </div>
);

// Issue 26 item 1: what Indian portals open with — looking to, BHK, budget, furnishing,
// tenants, photos, owner or dealer — as chips above the results. One chip per group (a press
// on the chosen one clears it), each a filter in the URL; the full sidebar is "More filters".
// On phones the row scrolls sideways instead of wrapping into a wall of chips.
export const QuickFilters = ({ filters, onChange }: QuickFiltersProps) => {
  const { t, i18n } = useTranslation('properties');
  const toggle = (key: FilterKey, value: string) =>
    onChange({ [key]: filters[key] === value ? '' : value });
  const bhk = bhkChipOf(filters);
  const budget = budgetField(filters.action);
  const budgetOptions = budgetPresets(budget).map((amount) => ({
    value: String(amount),
    label: formatPriceWords(amount, i18n.language),
  }));
  const budgetSelect = (key: FilterKey, label: string) => (
    <div className="w-36 shrink-0">
      <FilterSelect
        label={label}
        value={filters[key]}
        onChange={(value) => onChange({ [key]: value })}
        options={budgetOptions}
        anyLabel={t('filters.any')}
      />
    </div>
  );

  return (
    <section
      aria-label={t('quick.label')}
      // Its own width never widens the page: the chips' row scrolls within the screen's.
      className="-mx-4 flex items-end gap-4 overflow-x-auto px-4 pb-2 [contain:inline-size] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      <ChipGroup label={t('filters.fields.action')}>
        {PROPERTY_ACTIONS.map((action) => (
          <Chip
            key={action}
            pressed={filters.action === action}
            onPress={() => toggle('action', action)}
          >
            {t(`labels.action.${action}`)}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup label={t('quick.bhk')}>
        {BHK_CHIPS.map((chip) => (
          <Chip
            key={chip}
            pressed={bhk === chip}
            onPress={() => onChange(bhkChipFilters(chip, bhk))}
          >
            {chip} {t('quick.bhk')}
          </Chip>
        ))}
      </ChipGroup>
      {budgetSelect(budget.min, budget.monthly ? t('quick.minRent') : t('quick.minPrice'))}
      {budgetSelect(budget.max, budget.monthly ? t('quick.maxRent') : t('quick.maxPrice'))}
      <ChipGroup label={t('filters.fields.furnishingStatus')}>
        {FURNISHING_CHIPS.map((value) => (
          <Chip
            key={value}
            pressed={filters.furnishingStatus === value}
            onPress={() => toggle('furnishingStatus', value)}
          >
            {t(`labels.furnishing.${value}`)}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup label={t('filters.fields.allowedTenants')}>
        {TENANT_CHIPS.map((value) => (
          <Chip
            key={value}
            pressed={filters.allowedTenants === value}
            onPress={() => toggle('allowedTenants', value)}
          >
            {t(`labels.tenants.${value}`)}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup label={t('quick.postedBy')}>
        {POSTED_BY_CHIPS.map((value) => (
          <Chip
            key={value}
            pressed={filters.registeredAs === value}
            onPress={() => toggle('registeredAs', value)}
          >
            {t(`labels.registeredAs.${value}`)}
          </Chip>
        ))}
      </ChipGroup>
      <Chip pressed={filters.withPhotos === 'true'} onPress={() => toggle('withPhotos', 'true')}>
        <Camera aria-hidden="true" className="size-4" />
        {t('quick.withPhotos')}
      </Chip>
      <AlertMeButton filters={filters} />
    </section>
  );
};
