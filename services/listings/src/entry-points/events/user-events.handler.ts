import type { EventHandlers } from '@ghar/platform';
import { forgetOwner, recordOwner } from '../../domain/owner-events';
import type { ListingsDeps } from '../../domain/ports';

type Handlers = Required<Pick<EventHandlers, 'UserRegistered' | 'UserUpdated' | 'UserDeleted'>>;

/** auth's users feed the owners projection and the owner name on listings. */
export function userEventHandlers(deps: ListingsDeps): Handlers {
  const record = async (event: {
    data: { userId: string; name: string; email: string };
    occurredAt: string;
    actor: string | null;
    correlationId: string;
  }) => {
    await recordOwner(
      deps,
      { id: event.data.userId, name: event.data.name, email: event.data.email },
      new Date(event.occurredAt),
      { actorId: event.actor, requestId: event.correlationId },
    );
  };
  return {
    UserRegistered: record,
    UserUpdated: record,
    UserDeleted: async (event) => {
      await forgetOwner(deps, event.data.userId, new Date(event.occurredAt), {
        actorId: event.actor,
        requestId: event.correlationId,
      });
    },
  };
}
