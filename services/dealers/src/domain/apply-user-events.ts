import type { EventEnvelope, UserRegisteredData, UserUpdatedData } from '@ghar/contracts/events';
import { applyFromSignup } from './apply-dealer';
import type { DealersDeps } from './ports';

type Envelope<T> = Pick<EventEnvelope, 'occurredAt' | 'actor' | 'correlationId'> & { data: T };

/**
 * UserUpdated, UserBlocked, UserUnblocked (and the user part of UserRegistered): the users
 * projection with the account's status, newer event wins.
 */
export async function applyUserEvent(
  deps: Pick<DealersDeps, 'users'>,
  event: Envelope<Pick<UserUpdatedData, 'userId' | 'name' | 'email' | 'role' | 'status'>>,
): Promise<void> {
  const { userId, name, email, role, status } = event.data;
  await deps.users.record({ id: userId, name, email, role, status }, new Date(event.occurredAt));
}

/**
 * UserRegistered: the dealer signup's application when there is one, then the projection. In
 * that order, so an apply-dealer (which waits until the user is known) finds the signup's
 * application and files no second one (issue 23 item 7); a redelivery files nothing again.
 */
export async function applyUserRegistered(
  deps: DealersDeps,
  event: Envelope<UserRegisteredData>,
): Promise<void> {
  const { dealerApplication, userId, name, email, role, status } = event.data;
  if (dealerApplication) {
    const user = { id: userId, name, email, role, status };
    await applyFromSignup(deps, user, dealerApplication.referralCode, {
      actorId: event.actor ?? userId,
      requestId: event.correlationId,
    });
  }
  await applyUserEvent(deps, event);
}
