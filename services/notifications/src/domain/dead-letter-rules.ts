import {
  EVENT_CATALOG,
  eventEnvelopeSchema,
  type EventEnvelope,
  type EventType,
} from '@ghar/contracts/events';
import type { z } from 'zod';

export type MendedCheck = { ok: true; event: EventEnvelope } | { ok: false; reasons: string[] };

const describeIssues = (issues: z.core.$ZodIssue[], prefix = '') =>
  issues.map((issue) => `${prefix}${issue.path.join('.') || '(event)'}: ${issue.message}`);

/**
 * Whether a value may be published again to a dead letter's source topic: an event envelope whose
 * data passes its type's catalogue schema, whose type belongs on that topic, and which keeps the
 * dead event's id — consumers dedupe by id, so a new id would make every group handle it anew.
 */
export function checkReplayValue(input: {
  value: string;
  sourceTopic: string;
  /** The topic's full name for an event type (the namespace applied). */
  topicOf: (base: string) => string;
  originalEventId?: string;
}): MendedCheck {
  let json: unknown;
  try {
    json = JSON.parse(input.value);
  } catch (error) {
    return { ok: false, reasons: [`not JSON: ${(error as Error).message}`] };
  }
  const envelope = eventEnvelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, reasons: describeIssues(envelope.error.issues) };
  const event = envelope.data;
  const entry = EVENT_CATALOG[event.type as EventType] as
    (typeof EVENT_CATALOG)[EventType] | undefined;
  if (!entry) return { ok: false, reasons: [`type: unknown event type ${event.type}`] };
  const data = entry.schema.safeParse(event.data);
  if (!data.success) return { ok: false, reasons: describeIssues(data.error.issues, 'data.') };
  const reasons: string[] = [];
  const topic = input.topicOf(entry.topic);
  if (topic !== input.sourceTopic) {
    reasons.push(`type: a ${event.type} event belongs on ${topic}, not ${input.sourceTopic}`);
  }
  if (input.originalEventId && event.id !== input.originalEventId) {
    reasons.push(`id: must stay ${input.originalEventId} (consumers dedupe by it)`);
  }
  return reasons.length > 0 ? { ok: false, reasons } : { ok: true, event };
}
