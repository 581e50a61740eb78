import type { TypedEvent } from '@ghar/platform';
import type { Logger } from '@ghar/platform';
import type { AuthDeps } from '../../domain/ports';
import { recordDealerDecision } from '../../domain/record-dealer-decision';

type DealerEvent =
  TypedEvent<'DealerApplied'> | TypedEvent<'DealerApproved'> | TypedEvent<'DealerRejected'>;

/** DealerApplied / DealerApproved / DealerRejected → the user's dealer status (and role). */
export function dealerDecisionHandler(deps: AuthDeps) {
  return async (event: DealerEvent, log: Logger) => {
    const outcome = await recordDealerDecision(deps, event.data, new Date(event.occurredAt), {
      actorId: event.actor,
      requestId: event.correlationId,
    });
    log.info(
      { userId: event.data.userId, status: event.data.status, outcome },
      'dealer status recorded',
    );
  };
}
