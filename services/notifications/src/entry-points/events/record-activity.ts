import type { EventType } from '@ghar/contracts/events';
import type { EventHandlers, Logger, TypedEvent } from '@ghar/platform';
import type { ActivityRepository } from '../../domain/ports';
import { recordActivity } from '../../domain/recent-activity';

type AnyHandler = (event: TypedEvent<EventType>, log: Logger) => Promise<void>;

/**
 * Every subscription also feeds the admin's recent activity (issue 13 item 3): the entry is kept
 * first, once per event id, so a handler that fails and is retried never adds it twice.
 */
export function withActivity(
  handlers: EventHandlers,
  deps: { activity: ActivityRepository },
): EventHandlers {
  const wrapped: Record<string, AnyHandler> = {};
  for (const [type, handler] of Object.entries(handlers) as [EventType, AnyHandler][]) {
    wrapped[type] = async (event, log) => {
      if (await recordActivity(deps, event)) log.debug('activity recorded');
      await handler(event, log);
    };
  }
  return wrapped as EventHandlers;
}
