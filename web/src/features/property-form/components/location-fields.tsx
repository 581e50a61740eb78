import { INDIAN_CITIES, INDIAN_STATES } from '@ghar/contracts/places';
import { Crosshair } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { Control, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { TextField } from '@/components/ui/form-field';
import type { PropertyFormState } from '../hooks/use-property-form';
import { useCurrentLocation } from '../hooks/use-current-location';
import type { Coordinates, PlaceFields } from '../utils/reverse-geocode';
import { FieldFrame } from './form-controls';

const ALL_CITY_NAMES = [...new Set(INDIAN_CITIES.map((city) => city.name))];

/** Cities of the chosen state when it is a known one, otherwise every built-in city. */
const cityOptions = (state: unknown): string[] => {
  const inState = INDIAN_CITIES.filter((city) => city.state === state).map((city) => city.name);
  return inState.length > 0 ? inState : ALL_CITY_NAMES;
};

type Detect = ReturnType<typeof useCurrentLocation>;

/** Get Current Location (part 1 §7), in both listing forms. */
export const DetectLocationButton = ({
  detect,
  detecting,
}: Pick<Detect, 'detect' | 'detecting'>) => {
  const { t } = useTranslation('property-form');
  return (
    <Button variant="outline" size="sm" onClick={() => void detect()} disabled={detecting}>
      <Crosshair aria-hidden="true" className="size-4" />
      {detecting ? t('location.detecting') : t('location.detect')}
    </Button>
  );
};

type PlaceName = 'state' | 'city' | 'locality';

type PlaceNameFieldsProps<T extends FieldValues> = {
  // Either listing form's control: both hold the state and city as text.
  control: Control<T>;
  register: (name: 'locality') => UseFormRegisterReturn<'locality'>;
  state: unknown;
  errorText: (name: PlaceName) => string | undefined;
};

/** State and city type-aheads (built-in lists, free text allowed), then the locality. */
export const PlaceNameFields = <T extends FieldValues>({
  control,
  register,
  state,
  errorText,
}: PlaceNameFieldsProps<T>) => {
  const { t } = useTranslation('property-form');
  const cities = useMemo(() => cityOptions(state), [state]);
  const fields = [
    { name: 'state', options: INDIAN_STATES },
    { name: 'city', options: cities },
  ] as const;
  return (
    <>
      {fields.map(({ name, options }) => (
        <Controller
          key={name}
          control={control}
          name={name as Path<T>}
          render={({ field }) => (
            <FieldFrame error={errorText(name)}>
              <Combobox
                label={t(`fields.${name}`)}
                name={name}
                value={String(field.value ?? '')}
                onChange={field.onChange}
                options={options}
                invalid={Boolean(errorText(name))}
                requiredMark
              />
            </FieldFrame>
          )}
        />
      ))}
      <TextField
        label={t('fields.locality')}
        requiredMark
        error={errorText('locality')}
        {...register('locality')}
      />
    </>
  );
};

type LocationFieldsProps = {
  form: PropertyFormState['form'];
  errorText: (name: PlaceName) => string | undefined;
};

/** The full form's Get Current Location and state, city and locality. */
export const LocationFields = ({ form, errorText }: LocationFieldsProps) => {
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
  const location = useCurrentLocation(fill);

  return (
    <>
      <div className="sm:col-span-2">
        <DetectLocationButton {...location} />
      </div>
      <PlaceNameFields
        control={form.control}
        register={form.register}
        state={form.watch('state')}
        errorText={errorText}
      />
    </>
  );
};
