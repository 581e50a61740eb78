import { Suspense, lazy, useState } from 'react';
import { useParams } from 'react-router-dom';
import { PropertyDetail } from '@/features/properties/components/property-detail';

// The inquiry form loads only when asked for, as from the floating help button.
const InquiryDialog = lazy(async () => ({
  default: (await import('@/features/inquiries/components/inquiry-dialog')).InquiryDialog,
}));

// Properties and inquiries meet here: 'Need Help' opens the inquiry form about this listing.
export const PropertyDetailRoute = () => {
  const { id = '' } = useParams();
  const [inquiry, setInquiry] = useState<{ open: boolean; message: string } | null>(null);
  return (
    <>
      <PropertyDetail
        key={id}
        id={id}
        onAskAbout={(message) => setInquiry({ open: true, message })}
      />
      {inquiry && (
        <Suspense fallback={null}>
          <InquiryDialog
            key={inquiry.message}
            open={inquiry.open}
            initialMessage={inquiry.message}
            onClose={() => setInquiry({ ...inquiry, open: false })}
          />
        </Suspense>
      )}
    </>
  );
};
