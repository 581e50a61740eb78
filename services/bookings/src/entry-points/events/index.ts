import type { EventHandlers } from '@ghar/platform';
import { applyPropertyEvent, applyUserEvent } from '../../domain/apply-upstream-events';
import { cancelForDeletedProperty } from '../../domain/cancel-for-deleted-property';
import type { BookingsDeps } from '../../domain/ports';

/**
 * Every event bookings consumes, through the shared idempotent consumer (a redelivered event id
 * is skipped; the projections' writes are idempotent on their own too): listings' properties,
 * dealers' approved codes, auth's users (and their blocks and deletions, which end a dealer's code).
 */
export function eventHandlers(deps: BookingsDeps): EventHandlers {
  const property = async (event: { data: Parameters<typeof applyPropertyEvent>[1] }) =>
    applyPropertyEvent(deps, event.data);
  const user = async (event: { data: Parameters<typeof applyUserEvent>[1] }) =>
    applyUserEvent(deps, event.data);
  return {
    PropertyAdded: property,
    PropertyUpdated: property,
    PropertyStatusChanged: property,
    PropertyDeleted: async (event) => {
      await deps.properties.markDeleted(event.data.propertyId, event.data.version ?? 0);
      // A booking made while the delete ran outlived it; mark first, so a create after this sees it.
      await cancelForDeletedProperty(deps, event.data.propertyId, { actorId: null });
    },
    DealerApproved: async (event) =>
      deps.dealerCodes.approve(event.data.referralCode, event.data.userId),
    UserRegistered: user,
    UserUpdated: user,
    UserBlocked: async (event) =>
      deps.dealerCodes.recordBlock(event.data.userId, true, new Date(event.occurredAt)),
    UserUnblocked: async (event) =>
      deps.dealerCodes.recordBlock(event.data.userId, false, new Date(event.occurredAt)),
    UserDeleted: async (event) => {
      await deps.dealerCodes.recordDeletion(event.data.userId);
      await deps.users.forget(event.data.userId);
    },
  };
}
