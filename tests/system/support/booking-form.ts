import { multipartForm, photoJpeg } from '@ghar/testing';
import { waitFor } from '@ghar/testing';
import type { Caller } from './callers';
import { send } from './gateway-client';
import { listThroughGateway, rentFlatForm } from './listing-form';

export interface BookingAnswer {
  id: string;
  status: string;
  paymentProof: string;
}

/**
 * Books a listing as `booker` through POST /api/bookings/create with a JPEG proof. A listing is
 * bookable the moment it is listed (bookings asks listings when its projection has not heard
 * yet), so no 404 is waited out; a freshly approved dealer's code is (400 'Invalid dealer code'
 * until dealers.events' DealerApproved reached bookings).
 */
export async function bookThroughGateway(
  booker: Caller,
  propertyId: string,
  paymentRef = 'UTR12345678',
  dealerCode?: string,
): Promise<BookingAnswer> {
  const proof = await photoJpeg('#335577');
  return waitFor(
    async () => {
      const answer = await send({
        method: 'post',
        path: '/api/bookings/create',
        token: booker.token,
        form: multipartForm({ propertyId, paymentRef, ...(dealerCode ? { dealerCode } : {}) }, [
          { field: 'paymentProof', content: proof, name: 'upi.jpg', type: 'image/jpeg' },
        ]),
      });
      if (dealerCode && answer.status === 400) return false;
      if (answer.status !== 201)
        throw new Error(`POST /api/bookings/create answered ${answer.status}: ${answer.text}`);
      return (JSON.parse(answer.text) as { data: BookingAnswer }).data;
    },
    { timeoutMs: 30_000 },
  );
}

/** A fresh RENT flat listed by `lister`, booked by `booker`: the booker's PENDING booking. */
export async function freshBooking(lister: Caller, booker: Caller, title: string) {
  const listing = await listThroughGateway(lister, await rentFlatForm({ title }));
  return bookThroughGateway(booker, listing.id);
}
