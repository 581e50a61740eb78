import type { EventHandlers } from '@ghar/platform';
import { applyUserEvent, applyUserRegistered } from '../../domain/apply-user-events';
import { earnCommissions, reverseCommissions } from '../../domain/earn-commissions';
import type { DealersDeps } from '../../domain/ports';

/**
 * Every event dealers consumes, through the shared idempotent consumer (a redelivered event id
 * is skipped; the writes are idempotent on their own too): auth's users (with their blocks) and dealer signups,
 * bookings' approvals and unbookings.
 */
export function eventHandlers(deps: DealersDeps): EventHandlers {
  return {
    UserRegistered: async (event) => applyUserRegistered(deps, event),
    UserUpdated: async (event) => applyUserEvent(deps, event),
    UserBlocked: async (event) => applyUserEvent(deps, event),
    UserUnblocked: async (event) => applyUserEvent(deps, event),
    UserDeleted: async (event) => deps.users.forget(event.data.userId, new Date(event.occurredAt)),
    BookingApproved: async (event) => earnCommissions(deps, event.data),
    BookingUnbooked: async (event) => reverseCommissions(deps, event.data),
  };
}
