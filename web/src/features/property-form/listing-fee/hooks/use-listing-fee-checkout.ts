import type { PropertyFormValues, SimpleListingValues } from '@ghar/contracts/http';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import { showActionFailure } from '@/lib/error-toast';
import { useCreateProperty } from '@/features/property-form/api/create-property';
import { propertyFormData } from '@/features/property-form/utils/property-form-data';
import type { ListingFiles } from '@/features/property-form/utils/property-form-data';
import { newListingReference } from '../upi-link';

/** The full form's values, or the simple form's (fewer fields required). */
type ListingValues = PropertyFormValues | SimpleListingValues;

type Refusal = { feeProof?: string; onlyFeeProof: boolean } | null;

/**
 * The create flow after the form is valid (part 1 §2): the listing-fee dialog, then the
 * multipart POST with the proof and this form's payment reference, then /dashboard. A refusal
 * naming the form's fields is handed to `applyRefusal` and the dialog steps aside.
 */
export const useListingFeeCheckout = (
  applyRefusal: (error: unknown) => Refusal,
  { simple = false }: { simple?: boolean } = {},
) => {
  const { t } = useTranslation('property-form');
  const navigate = useNavigate();
  const create = useCreateProperty();
  // One reference per form: the QR, the payment note and the listing all carry it.
  const [reference] = useState(() => newListingReference());
  const [pending, setPending] = useState<{ values: ListingValues; files: ListingFiles }>();
  const [opened, setOpened] = useState(false);
  const [proofError, setProofError] = useState<string>();

  const open = (values: ListingValues, files: ListingFiles) => {
    setProofError(undefined);
    setPending({ values, files });
    setOpened(true);
  };

  const publish = async (listingFeeProof: File) => {
    if (!pending) return;
    try {
      await create.mutateAsync(
        propertyFormData(pending.values, pending.files, {
          listingFeeProof,
          listingFeeReference: reference,
          simple,
        }),
      );
      toast.success(t('create.success'));
      await navigate(paths.dashboard.getHref());
    } catch (error) {
      const refusal = applyRefusal(error);
      if (refusal) {
        setProofError(refusal.feeProof);
        if (!refusal.onlyFeeProof) setPending(undefined);
        return;
      }
      await showActionFailure(error, t('create.failed'));
    }
  };

  return {
    reference,
    busy: create.isPending,
    /** The dialog is mounted once opened, so a chosen proof survives closing it. */
    mounted: opened,
    open: pending !== undefined,
    title: pending?.values.title ?? '',
    proofError,
    start: open,
    close: () => setPending(undefined),
    publish: (proof: File) => void publish(proof),
  };
};
