import { Suspense, lazy } from 'react';
import type { useListingFeeCheckout } from '../hooks/use-listing-fee-checkout';

// The QR library travels with the dialog, not with the form.
const ListingFeeModal = lazy(async () => ({
  default: (await import('./listing-fee-modal')).ListingFeeModal,
}));

export const ListingFeeDialog = ({
  checkout,
}: {
  checkout: ReturnType<typeof useListingFeeCheckout>;
}) =>
  checkout.mounted ? (
    <Suspense fallback={null}>
      <ListingFeeModal
        open={checkout.open}
        onClose={checkout.close}
        propertyTitle={checkout.title}
        reference={checkout.reference}
        busy={checkout.busy}
        proofError={checkout.proofError}
        onPublish={checkout.publish}
      />
    </Suspense>
  ) : null;
