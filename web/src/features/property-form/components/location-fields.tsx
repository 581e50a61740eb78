import { INDIAN_CITIES, INDIAN_STATES } from '@ghar/contracts';
import { Crosshair } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import type { PropertyFormState } from '../hooks/use-property-form';
import { useCurrentLocation } from '../hooks/use-current-location';
import type { Coordinates, PlaceFields } from '../utils/reverse-geocode';
import { FieldFrame } from './form-controls';

const ALL_CITY_NAMES = [...new Set(INDIAN_CITIES.map((city) => city.name))];

/** Cities of the chosen state when it is a known one, otherwise every built-in city. */
const cityOptions = (state: string | undefined): string[] => {
  const inState = INDIAN_CITIES.filter((city) => city.state === state).map((city) => city.name);
  return inState.length > 0 ? inState : ALL_CITY_NAMES;
};

type LocationFieldsProps = {
  form: PropertyFormState['form'];
  errorText: (name: 'state' | 'city') => string | undefined;
};

/** State and city type-aheads (built-in lists, free text allowed) and Get Current Location. */
export const LocationFields = ({ form, errorText }: LocationFieldsProps) => {
  const { t } = useTranslation('property-form');
  const state = form.watch('state');
  const cities = useMemo(() => cityOptions(state), [state]);

  const fill = useCallback(
    ({ latitude, longitude }: Coordinates, place: PlaceFields) => {
      const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      form.setValue('latitude', latitude, options);
      form.setValue('longitude', longitude, options);
      for (const [name, value] of Object.entries(place) as [keyof PlaceFields, string][]) {
        form.setValue(name, value, options);
      }
    },
    [form],
  );
  const { detect, detecting } = useCurrentLocation(fill);

  return (
    <>
      <div className="sm:col-span-2">
        <Button variant="outline" size="sm" onClick={() => void detect()} disabled={detecting}>
          <Crosshair aria-hidden="true" className="size-4" />
          {detecting ? t('location.detecting') : t('location.detect')}
        </Button>
      </div>
      <Controller
        control={form.control}
        name="state"
        render={({ field }) => (
          <FieldFrame error={errorText('state')}>
            <Combobox
              label={t('fields.state')}
              name="state"
              value={field.value ?? ''}
              onChange={field.onChange}
              options={INDIAN_STATES}
            />
          </FieldFrame>
        )}
      />
      <Controller
        control={form.control}
        name="city"
        render={({ field }) => (
          <FieldFrame error={errorText('city')}>
            <Combobox
              label={t('fields.city')}
              name="city"
              value={field.value ?? ''}
              onChange={field.onChange}
              options={cities}
            />
          </FieldFrame>
        )}
      />
    </>
  );
};
