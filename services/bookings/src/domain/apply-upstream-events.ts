import type { PropertyAddedData, UserUpdatedData } from '@ghar/contracts/events';
import type { PropertyCopy } from './booking';
import type { BookingsDeps } from './ports';

/** The bookings copy of a listing from PropertyAdded / PropertyUpdated / PropertyStatusChanged. */
export function propertyCopyOf(data: PropertyAddedData): PropertyCopy {
  return {
    id: data.propertyId,
    title: data.title,
    action: data.action,
    status: data.status,
    city: data.city,
    state: data.state,
    locality: data.locality,
    location: data.location,
    price: data.price,
    perMonthCharges: data.perMonthCharges,
    leaseDuration: data.leaseDuration,
    bookingCharges: data.bookingCharges,
    mediaUrls: data.mediaUrls,
    ownerId: data.ownerId,
    ownerName: data.ownerName,
    version: data.version ?? 0,
    deleted: false,
  };
}

/**
 * listings.events keep the property projection: a copy is replaced only by a newer version, so a
 * redelivered or late event changes nothing.
 */
export async function applyPropertyEvent(
  deps: Pick<BookingsDeps, 'properties'>,
  data: PropertyAddedData,
): Promise<void> {
  await deps.properties.apply(propertyCopyOf(data));
}

/**
 * auth.events keep the user projection (the booker's name, the owner's mobile) and the name and
 * e-mail on the user's bookings, which the admin's search reads.
 */
export async function applyUserEvent(
  deps: Pick<BookingsDeps, 'users' | 'bookings'>,
  data: Pick<UserUpdatedData, 'userId' | 'name' | 'email' | 'mobile'>,
): Promise<void> {
  await deps.users.record({
    id: data.userId,
    name: data.name,
    email: data.email,
    mobile: data.mobile,
  });
  await deps.bookings.renameBooker(data.userId, data.name, data.email);
}
