import { FILTER_AMENITIES } from '@ghar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { listValues } from '../utils/search-filters';
import { withCount } from '../utils/sidebar-labels';

// The 20 filter amenities (part 1 §3); ticked ones travel comma-joined in the URL.
// `counts`: listings with each amenity within the other filters (shown beside it when known).
export const AmenityChecks = ({
  value,
  onChange,
  counts,
}: {
  value: string;
  onChange: (value: string) => void;
  counts?: Record<string, number>;
}) => {
  const { t } = useTranslation('properties');
  const chosen = listValues(value);
  const toggle = (amenity: string, checked: boolean) =>
    onChange(
      FILTER_AMENITIES.filter((item) => (item === amenity ? checked : chosen.includes(item))).join(
        ',',
      ),
    );
  return (
    <fieldset>
      <legend className="sr-only">{t('filters.fields.amenities')}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-2">
        {FILTER_AMENITIES.map((amenity) => (
          <label key={amenity} className="flex items-start gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              checked={chosen.includes(amenity)}
              onChange={(event) => toggle(amenity, event.target.checked)}
              className="mt-0.5 size-4 rounded border-slate-300 accent-brand-700"
            />
            {withCount(t(`labels.amenities.${amenity}`), counts, amenity)}
          </label>
        ))}
      </div>
    </fieldset>
  );
};
