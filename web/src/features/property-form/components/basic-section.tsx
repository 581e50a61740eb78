import { FORM_PROPERTY_TYPES, LIMITS, PROPERTY_ACTIONS, REGISTERED_AS } from '@ghar/contracts';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import { digitsOnlyInput } from '@/lib/form-errors';
import type { PropertyFormState } from '../hooks/use-property-form';
import { unitFieldsFor } from '../utils/visible-fields';
import { FormSection, SelectControl, TextAreaControl } from './form-controls';
import { LocationFields } from './location-fields';
import { useFieldError } from './use-field-error';

export const BasicSection = ({ form }: { form: PropertyFormState['form'] }) => {
  const { t } = useTranslation('property-form');
  const errorOf = useFieldError(form);
  const { register } = form;
  const [type, registeredAs] = form.watch(['type', 'registeredAs']);

  return (
    <FormSection title={t('sections.basic')}>
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
        requiredMark
        placeholder={t('choose')}
        options={PROPERTY_ACTIONS.map((value) => ({ value, label: t(`labels.action.${value}`) }))}
        error={errorOf('action')}
        {...register('action')}
      />
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
      <TextField
        label={t('fields.mobileNumber')}
        type="tel"
        autoComplete="tel-national"
        requiredMark
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
      <LocationFields form={form} errorText={errorOf} />
      <TextField
        label={t('fields.locality')}
        requiredMark
        error={errorOf('locality')}
        {...register('locality')}
      />
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
