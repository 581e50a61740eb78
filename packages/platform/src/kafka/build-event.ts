import { randomUUID } from 'node:crypto';
import {
  EVENT_CATALOG,
  type EventData,
  type EventEnvelope,
  type EventType,
} from '@ghar/contracts/events';

export interface EventContext {
  source: string;
  actor?: string | null;
  correlationId?: string;
}

/**
 * Makes a versioned envelope for one event of the catalogue, validating its data against the
 * contract so a producer can never publish a shape its consumers do not know.
 */
export function buildEvent<T extends EventType>(
  type: T,
  subject: string,
  data: EventData<T>,
  context: EventContext,
): EventEnvelope {
  const entry = EVENT_CATALOG[type];
  const id = randomUUID();
  return {
    id,
    type,
    version: entry.version,
    occurredAt: new Date().toISOString(),
    source: context.source,
    subject,
    actor: context.actor ?? null,
    correlationId: context.correlationId ?? id,
    data: entry.schema.parse(data) as Record<string, unknown>,
  };
}
