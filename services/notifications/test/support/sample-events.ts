import { randomUUID } from 'node:crypto';
import type { EventData } from '@ghar/contracts/events';
import { buildEvent, type TypedEvent } from '@ghar/platform';

const source = { source: 'component-test' };

export function bookingCreated(overrides: Partial<EventData<'BookingCreated'>> = {}) {
  const bookingId = overrides.bookingId ?? `b-${randomUUID().slice(0, 8)}`;
  return buildEvent(
    'BookingCreated',
    bookingId,
    {
      bookingId,
      propertyId: 'p-lake-view',
      propertyTitle: 'Lake View 2BHK',
      propertyAction: 'RENT',
      propertyPerMonthCharges: 18_500,
      userId: 'u-asha',
      userEmail: 'asha@ghar.test',
      userName: 'Asha Verma',
      amount: 18_500,
      status: 'PENDING',
      ...overrides,
    },
    source,
  ) as TypedEvent<'BookingCreated'>;
}

/** A self-signup, as auth publishes it: the new user is the event's actor. */
export function userRegistered(overrides: Partial<EventData<'UserRegistered'>> = {}) {
  const userId = overrides.userId ?? `u-${randomUUID().slice(0, 8)}`;
  return buildEvent(
    'UserRegistered',
    userId,
    {
      userId,
      email: `${userId}@ghar.test`,
      name: 'Ravi Kumar',
      role: 'USER',
      status: 'ACTIVE',
      ...overrides,
    },
    { ...source, actor: userId },
  ) as TypedEvent<'UserRegistered'>;
}

export function userUpdated(userId: string) {
  return buildEvent(
    'UserUpdated',
    userId,
    { userId, email: `${userId}@ghar.test`, name: 'Ravi K', role: 'USER', status: 'ACTIVE' },
    source,
  );
}

/** An admin blocking a user (the user is not the actor). */
export function userBlocked(userId: string, role: EventData<'UserBlocked'>['role'] = 'USER') {
  return buildEvent(
    'UserBlocked',
    userId,
    { userId, email: `${userId}@ghar.test`, name: 'Ravi K', role, status: 'BLOCKED' },
    source,
  ) as TypedEvent<'UserBlocked'>;
}
