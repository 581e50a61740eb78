import {
  FORM_PROPERTY_TYPES,
  LIMITS,
  PROPERTY_ACTIONS,
  REGISTERED_AS,
} from '@ghar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import { digitsOnlyInput } from '@/lib/form-errors';
import type { PropertyFormState } from '../hooks/use-property-form';
import { unitFieldsFor } from '../utils/visible-fields';
import { FormSection, SelectControl, TextAreaControl } from './form-controls';
import { LocationFields } from './location-fields';
import { isRequired } from './field-binding';
import type { FieldBinding } from './field-binding';
import { useFieldError } from './use-field-error';

// Title, type and action: how both listing forms (full and simple) open Basic Information.
export const ListingHeadFields = ({
  register,
  errorOf,
  optional,
}: FieldBinding<'title' | 'type' | 'action'>) => {
  const { t } = useTranslation('property-form');
  return (
    <>
      <TextField
        className="sm:col-span-2"
        label={t('fields.title')}
        requiredMark
        maxLength={LIMITS.titleMaxLength}
        error={errorOf('title')}
        {...register('title')}
      />
      <SelectControl
        label={t('fields.type')}
        requiredMark
        placeholder={t('choose')}
        options={FORM_PROPERTY_TYPES.map((value) => ({
          value,
          label: t(`labels.type.${value}`),
        }))}
        error={errorOf('type')}
        {...register('type')}
      />
      <SelectControl
        label={t('fields.action')}
        requiredMark={isRequired({ optional }, 'action')}
        placeholder={t('choose')}
        options={PROPERTY_ACTIONS.map((value) => ({ value, label: t(`labels.action.${value}`) }))}
        error={errorOf('action')}
        {...register('action')}
      />
    </>
  );
};

// Mobile number and description, which close Basic Information's own fields in both forms.
export const ContactFields = ({
  register,
  errorOf,
  mobileAutoComplete,
  optional,
}: FieldBinding<'mobileNumber' | 'description'> & { mobileAutoComplete?: string }) => {
  const { t } = useTranslation('property-form');
  return (
    <>
      <TextField
        label={t('fields.mobileNumber')}
        type="tel"
        autoComplete={mobileAutoComplete}
        requiredMark={isRequired({ optional }, 'mobileNumber')}
        hint={t('hints.mobileNumber')}
        error={errorOf('mobileNumber')}
        {...digitsOnlyInput(register('mobileNumber'), LIMITS.mobileLength)}
      />
      <TextAreaControl
        className="sm:col-span-2"
        label={t('fields.description')}
        requiredMark
        maxLength={LIMITS.descriptionMaxLength}
        error={errorOf('description')}
        {...register('description')}
      />
    </>
  );
};

export const BasicSection = ({ form }: { form: PropertyFormState['form'] }) => {
  const { t } = useTranslation('property-form');
  const errorOf = useFieldError(form);
  const { register } = form;
  const [type, registeredAs] = form.watch(['type', 'registeredAs']);

  return (
    <FormSection title={t('sections.basic')}>
      <ListingHeadFields register={register} errorOf={errorOf} />
      <SelectControl
        label={t('fields.registeredAs')}
        requiredMark
        options={REGISTERED_AS.map((value) => ({
          value,
          label: t(`labels.registeredAs.${value}`),
        }))}
        error={errorOf('registeredAs')}
        {...register('registeredAs')}
      />
      {registeredAs === 'OTHER' ? (
        <TextField
          label={t('fields.registeredAsDescription')}
          requiredMark
          error={errorOf('registeredAsDescription')}
          {...register('registeredAsDescription')}
        />
      ) : (
        <div className="hidden sm:block" />
      )}
      <ContactFields register={register} errorOf={errorOf} mobileAutoComplete="tel-national" />
      <LocationFields form={form} errorText={errorOf} />
      <TextField
        label={t('fields.subRegion')}
        error={errorOf('subRegion')}
        {...register('subRegion')}
      />
      <TextField label={t('fields.street')} error={errorOf('street')} {...register('street')} />
      <TextField
        label={t('fields.landmark')}
        error={errorOf('landmark')}
        {...register('landmark')}
      />
      <TextField
        label={t('fields.pincode')}
        autoComplete="postal-code"
        error={errorOf('pincode')}
        {...digitsOnlyInput(register('pincode'), LIMITS.pincodeLength)}
      />
      {unitFieldsFor(type).map((name) => (
        <TextField
          key={name}
          label={t(`fields.${name}`)}
          error={errorOf(name)}
          {...register(name)}
        />
      ))}
      <TextAreaControl
        className="sm:col-span-2"
        rows={2}
        label={t('fields.address')}
        error={errorOf('address')}
        {...register('address')}
      />
      <TextField
        label={t('fields.latitude')}
        inputMode="decimal"
        hint={t('hints.coordinates')}
        error={errorOf('latitude')}
        {...register('latitude')}
      />
      <TextField
        label={t('fields.longitude')}
        inputMode="decimal"
        error={errorOf('longitude')}
        {...register('longitude')}
      />
    </FormSection>
  );
};
