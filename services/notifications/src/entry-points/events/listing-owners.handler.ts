import type { EventType } from '@ghar/contracts/events';
import type { EventHandlers, Logger, TypedEvent } from '@ghar/platform';
import {
  keepListingOwner,
  LISTING_OWNER_EVENTS,
  type ListingOwnerEvent,
} from '../../domain/keep-listing-owners';
import type { ListingOwnerDirectory } from '../../domain/ports';

type AnyHandler = (event: TypedEvent<EventType>, log: Logger) => Promise<void>;

const isListingOwnerEvent = (type: EventType): type is ListingOwnerEvent =>
  (LISTING_OWNER_EVENTS as readonly EventType[]).includes(type);

/** The listing events also keep the owners projection, after the handlers' own steps. */
export function withListingOwners(
  handlers: EventHandlers,
  directory: ListingOwnerDirectory,
): EventHandlers {
  const wrapped: Record<string, AnyHandler> = {};
  for (const [type, handler] of Object.entries(handlers) as [EventType, AnyHandler][]) {
    wrapped[type] = isListingOwnerEvent(type)
      ? async (event, log) => {
          await handler(event, log);
          await keepListingOwner(directory, type, event.data as never);
        }
      : handler;
  }
  return wrapped as EventHandlers;
}
