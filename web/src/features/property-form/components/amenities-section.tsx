import { FORM_AMENITIES } from '@ghar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import type { PropertyFormState } from '../hooks/use-property-form';
import { FormSection } from './form-controls';
import { useFieldError } from './use-field-error';

// The 15 form amenities (part 1 §3); they travel comma-joined.
export const AmenitiesSection = ({ form }: { form: PropertyFormState['form'] }) => {
  const { t } = useTranslation('property-form');
  const errorOf = useFieldError(form);
  return (
    <FormSection title={t('sections.amenities')}>
      <fieldset className="sm:col-span-2">
        <legend className="sr-only">{t('sections.amenities')}</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
          {FORM_AMENITIES.map((amenity) => (
            <label key={amenity} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                value={amenity}
                className="size-4 rounded border-slate-300 accent-brand-700"
                {...form.register('amenities')}
              />
              {t(`labels.amenities.${amenity}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        className="sm:col-span-2"
        label={t('fields.additionalAmenities')}
        hint={t('hints.additionalAmenities')}
        error={errorOf('additionalAmenities')}
        {...form.register('additionalAmenities')}
      />
    </FormSection>
  );
};
