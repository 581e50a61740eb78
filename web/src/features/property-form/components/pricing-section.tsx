import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/ui/form-field';
import type { PropertyFormState } from '../hooks/use-property-form';
import { FormSection } from './form-controls';
import { useFieldError } from './use-field-error';

// The action decides the pricing fields: SELL price; RENT monthly rent and notice period;
// LEASE the total lease charge (held in perMonthCharges) and the months (part 1 §2).
export const PricingSection = ({ form }: { form: PropertyFormState['form'] }) => {
  const { t } = useTranslation('property-form');
  const errorOf = useFieldError(form);
  const { register } = form;
  const action = form.watch('action');
  const amount = { type: 'number', inputMode: 'decimal', min: 0, step: 'any' } as const;
  const months = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

  return (
    <FormSection title={t('sections.pricing')}>
      {action === 'SELL' && (
        <>
          <TextField
            label={t('fields.price')}
            requiredMark
            error={errorOf('price')}
            {...amount}
            {...register('price')}
          />
          <TextField
            label={t('fields.bookingCharges')}
            hint={t('hints.bookingCharges')}
            error={errorOf('bookingCharges')}
            {...amount}
            {...register('bookingCharges')}
          />
        </>
      )}
      {(action === 'RENT' || action === 'LEASE') && (
        <TextField
          key={action}
          label={action === 'RENT' ? t('fields.monthlyRent') : t('fields.leaseCharges')}
          requiredMark
          error={errorOf('perMonthCharges')}
          {...amount}
          {...register('perMonthCharges')}
        />
      )}
      {action === 'RENT' && (
        <TextField
          label={t('fields.noticePeriod')}
          error={errorOf('noticePeriod')}
          {...months}
          {...register('noticePeriod')}
        />
      )}
      {action === 'LEASE' && (
        <TextField
          label={t('fields.leaseDuration')}
          requiredMark
          error={errorOf('leaseDuration')}
          {...months}
          {...register('leaseDuration')}
        />
      )}
      {!action && <p className="text-sm text-slate-600 sm:col-span-2">{t('hints.pricing')}</p>}
    </FormSection>
  );
};
