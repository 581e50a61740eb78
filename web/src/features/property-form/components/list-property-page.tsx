import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import '../i18n';
import { Button, buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useListingFeeCheckout } from '../listing-fee/hooks/use-listing-fee-checkout';
import { usePropertyForm } from '../hooks/use-property-form';
import { emptyPropertyForm } from '../utils/form-defaults';
import { ListingFeeDialog } from '../listing-fee/components/listing-fee-dialog';
import { PropertyFormFields } from './property-form-fields';

type ListPropertyPageProps = { quickListingHref: string };

/**
 * /list-property and /sell: validate, then the listing-fee dialog takes the payment proof and
 * publishes, then /dashboard. A refusal naming fields goes back under them.
 */
export const ListPropertyPage = ({ quickListingHref }: ListPropertyPageProps) => {
  const { t } = useTranslation('property-form');
  const state = usePropertyForm({ mode: 'create', defaultValues: emptyPropertyForm() });
  const checkout = useListingFeeCheckout(state.applyRefusal);
  const onSubmit = state.submit((values) => checkout.start(values, state.files));

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <header className="mb-6">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('create.title')}</h1>
        <p className="mt-1 text-slate-600">{t('create.intro')}</p>
        <p className="mt-2 text-sm text-slate-600">
          {t('create.quickHint')}{' '}
          <Link to={quickListingHref} className="font-semibold text-brand-700 underline">
            {t('create.quickLink')}
          </Link>
        </p>
      </header>
      <form ref={state.container} onSubmit={(event) => void onSubmit(event)} noValidate>
        <PropertyFormFields state={state} />
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Link
            to={paths.dashboard.getHref()}
            className={buttonClasses({ variant: 'outline', size: 'lg' })}
          >
            {t('cancel')}
          </Link>
          <Button type="submit" size="lg" disabled={checkout.busy}>
            {checkout.busy ? t('create.submitting') : t('create.submit')}
          </Button>
        </div>
      </form>
      <ListingFeeDialog checkout={checkout} />
    </div>
  );
};
