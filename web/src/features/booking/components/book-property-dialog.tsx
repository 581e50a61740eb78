import { Suspense, lazy } from 'react';
import type { BookPropertyModalProps } from './book-property-modal';

// The modal, its QR library and its texts travel in their own chunk, loaded on the first Book Now.
const BookPropertyModal = lazy(async () => ({
  default: (await import('./book-property-modal')).BookPropertyModal,
}));

export const BookPropertyDialog = (props: BookPropertyModalProps) => (
  <Suspense fallback={null}>
    <BookPropertyModal {...props} />
  </Suspense>
);
