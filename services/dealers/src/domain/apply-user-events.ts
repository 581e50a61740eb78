import type { EventEnvelope, UserRegisteredData, UserUpdatedData } from '@ghar/contracts';
import { applyFromSignup } from './apply-dealer';
import type { DealersDeps } from './ports';

type Envelope<T> = Pick<EventEnvelope, 'occurredAt' | 'actor' | 'correlationId'> & { data: T };

/** UserUpdated (and the user part of UserRegistered): the users projection, newer event wins. */
export async function applyUserEvent(
  deps: Pick<DealersDeps, 'users'>,
  event: Envelope<Pick<UserUpdatedData, 'userId' | 'name' | 'email' | 'role'>>,
): Promise<void> {
  const { userId, name, email, role } = event.data;
  await deps.users.record({ id: userId, name, email, role }, new Date(event.occurredAt));
}

/** UserRegistered: the projection, then the dealer signup's application when there is one. */
export async function applyUserRegistered(
  deps: DealersDeps,
  event: Envelope<UserRegisteredData>,
): Promise<void> {
  await applyUserEvent(deps, event);
  const { dealerApplication, userId, name, email, role } = event.data;
  if (!dealerApplication) return;
  await applyFromSignup(deps, { id: userId, name, email, role }, dealerApplication.referralCode, {
    actorId: event.actor ?? userId,
    requestId: event.correlationId,
  });
}
