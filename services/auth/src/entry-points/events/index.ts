import type { EventHandlers } from '@ghar/platform';
import type { AuthDeps } from '../../domain/ports';
import { dealerDecisionHandler } from './dealer-decision.handler';

/** Every event the auth service consumes. */
export function eventHandlers(deps: AuthDeps): EventHandlers {
  const dealerDecision = dealerDecisionHandler(deps);
  return {
    DealerApplied: dealerDecision,
    DealerApproved: dealerDecision,
    DealerRejected: dealerDecision,
  };
}
