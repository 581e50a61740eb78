import { Suspense, lazy, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { BookPropertyDialog } from '@/features/booking/components/book-property-dialog';
import { useProperty } from '@/features/properties/api/get-property';
import { PropertyDetail } from '@/features/properties/components/property-detail';
import { useAuth } from '@/lib/auth/use-auth';

// The inquiry form loads only when asked for, as from the floating help button.
const InquiryDialog = lazy(async () => ({
  default: (await import('@/features/inquiries/components/inquiry-dialog')).InquiryDialog,
}));

// Properties, inquiries and bookings meet here: 'Ask about this property' opens the inquiry form
// about this listing, a question its owner hears too (issue 27); Book Now (`?book=1`) opens the Book Property modal for a signed-in visitor while the
// listing is FREE, unless it is their own.
export const PropertyDetailRoute = () => {
  const { id = '' } = useParams();
  const [inquiry, setInquiry] = useState<{ open: boolean; message: string } | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const { user } = useAuth();
  const { data: property } = useProperty(id);
  const own = property !== undefined && 'ownerId' in property && property.ownerId === user?.id;
  const booking =
    searchParams.get('book') === '1' && user !== null && property?.status === 'FREE' && !own;
  const closeBooking = () =>
    setSearchParams(
      (params) => {
        params.delete('book');
        return params;
      },
      { replace: true },
    );
  return (
    <>
      <PropertyDetail
        key={id}
        id={id}
        onAskAbout={(message) => setInquiry({ open: true, message })}
      />
      {booking && <BookPropertyDialog key={id} open onClose={closeBooking} property={property} />}
      {inquiry && (
        <Suspense fallback={null}>
          <InquiryDialog
            key={inquiry.message}
            open={inquiry.open}
            initialMessage={inquiry.message}
            propertyId={id}
            onClose={() => setInquiry({ ...inquiry, open: false })}
          />
        </Suspense>
      )}
    </>
  );
};
