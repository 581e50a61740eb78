import { multipartForm, photoJpeg } from '@ghar/testing';
import { call } from './fault-client';
import type { Actors, SeededProperty } from './seed-actors';

export interface DeleteRace {
  propertyId: string;
  deleteStatus: number;
  bookingStatus: number;
  bookingId?: string;
}

/**
 * The gap in the delete rule: listings refuses a delete while its projection of bookings shows an
 * active one, but a booking created at that moment is not in the projection yet. bookings closes
 * it (PropertyDeleted cancels PENDING bookings; a create that stored its booking after that sweep
 * sees the mark and cancels its own). Each race sends the owner's DELETE and a booking at the
 * same instant.
 */
export async function raceDeletesWithBookings(
  actors: Actors,
  properties: SeededProperty[],
  runTag: string,
): Promise<DeleteRace[]> {
  const proof = await photoJpeg('#553377');
  return Promise.all(
    properties.map(async (property, index) => {
      const booker = actors.bookers[index % actors.bookers.length]!;
      const [deleted, booked] = await Promise.all([
        call({
          method: 'delete',
          path: `/api/properties/${property.id}`,
          token: actors.owners[property.ownerIndex]!.token,
        }),
        call({
          method: 'post',
          path: '/api/bookings/create',
          token: booker.token,
          form: () =>
            multipartForm(
              { propertyId: property.id, paymentRef: `UTR${runTag}RACE${index}`.toUpperCase() },
              [{ field: 'paymentProof', content: proof, name: 'upi.jpg', type: 'image/jpeg' }],
            ),
        }),
      ]);
      const bookingId =
        booked.status === 201
          ? (JSON.parse(booked.text) as { data: { id: string } }).data.id
          : undefined;
      return {
        propertyId: property.id,
        deleteStatus: deleted.status,
        bookingStatus: booked.status,
        bookingId,
      };
    }),
  );
}
