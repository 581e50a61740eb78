import { ALLOWED_TENANTS, BHK_OPTIONS, FURNISHING } from '@ghar/contracts/constants';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-input';
import { TextField } from '@/components/ui/form-field';
import type { PropertyFormState } from '../hooks/use-property-form';
import { hasRooms } from '../utils/visible-fields';
import { FormSection, SelectControl, TextAreaControl } from './form-controls';
import { isRequired } from './field-binding';
import type { FieldBinding } from './field-binding';
import { useFieldError } from './use-field-error';

// Area (sq ft): a number, 0 or more; the forms differ only in the step of its arrows.
export const AreaField = ({
  register,
  errorOf,
  step,
  optional,
}: FieldBinding<'area'> & { step: number | 'any' }) => {
  const { t } = useTranslation('property-form');
  return (
    <TextField
      label={t('fields.area')}
      requiredMark={isRequired({ optional }, 'area')}
      type="number"
      inputMode="decimal"
      min={0}
      step={step}
      error={errorOf('area')}
      {...register('area')}
    />
  );
};

// BHK, shown only for types with rooms (the caller decides).
export const BhkField = ({ register, errorOf, optional }: FieldBinding<'bhk'>) => {
  const { t } = useTranslation('property-form');
  return (
    <SelectControl
      label={t('fields.bhk')}
      requiredMark={isRequired({ optional }, 'bhk')}
      placeholder={t('choose')}
      options={BHK_OPTIONS.map((value) => ({
        value: String(value),
        label: t(`labels.bhk.${value}`),
      }))}
      error={errorOf('bhk')}
      {...register('bhk')}
    />
  );
};

// BHK, rooms and furnishing are hidden for PLOT and SHOP (part 1 §2).
export const DetailsSection = ({ form }: { form: PropertyFormState['form'] }) => {
  const { t } = useTranslation('property-form');
  const errorOf = useFieldError(form);
  const { register } = form;
  const rooms = hasRooms(form.watch('type'));

  return (
    <FormSection title={t('sections.details')}>
      <AreaField register={register} errorOf={errorOf} step="any" />
      <TextField
        label={t('fields.dimensions')}
        hint={t('hints.dimensions')}
        error={errorOf('dimensions')}
        {...register('dimensions')}
      />
      {rooms && (
        <>
          <BhkField register={register} errorOf={errorOf} />
          <TextField
            label={t('fields.numberOfRooms')}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            error={errorOf('numberOfRooms')}
            {...register('numberOfRooms')}
          />
          <SelectControl
            label={t('fields.furnishingStatus')}
            options={FURNISHING.map((value) => ({
              value,
              label: t(`labels.furnishing.${value}`),
            }))}
            error={errorOf('furnishingStatus')}
            {...register('furnishingStatus')}
          />
        </>
      )}
      <SelectControl
        label={t('fields.allowedTenants')}
        options={ALLOWED_TENANTS.map((value) => ({ value, label: t(`labels.tenants.${value}`) }))}
        error={errorOf('allowedTenants')}
        {...register('allowedTenants')}
      />
      <Controller
        control={form.control}
        name="availabilityDate"
        render={({ field }) => (
          <DateField
            label={t('fields.availabilityDate')}
            name={field.name}
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errorOf('availabilityDate')}
          />
        )}
      />
      <TextAreaControl
        className="sm:col-span-2"
        rows={3}
        label={t('fields.specifications')}
        error={errorOf('specifications')}
        {...register('specifications')}
      />
    </FormSection>
  );
};
