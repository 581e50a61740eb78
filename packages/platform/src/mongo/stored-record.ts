import type { OutboxFields } from '../outbox/outbox-fields';

/**
 * The outbox's fields on an aggregate's document (outbox-fields.ts, and the relay's parked events
 * and failures): never part of the record the domain sees. Spread into a read's projection so the
 * events are not even sent over the wire.
 */
export const OUTBOX_PROJECTION = {
  pendingEvents: 0,
  hasPendingEvents: 0,
  outboxVersion: 0,
  parkedEvents: 0,
  outboxFailure: 0,
} as const;

const OUTBOX_FIELD_NAMES = Object.keys(OUTBOX_PROJECTION);

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A stored document's fields as the domain types them: a missing optional value is undefined,
 * never the null an update may have stored for it. Nested plain objects are cleaned too; arrays,
 * dates and ids are kept as they are.
 */
export function withoutNulls<T extends object>(doc: T): T {
  return Object.fromEntries(
    Object.entries(doc)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([key, value]) => [key, isPlainObject(value) ? withoutNulls(value) : value]),
  ) as T;
}

/**
 * A stored document (a `lean()` read) as the domain's record: `_id` as the string `id`, no outbox
 * fields, no nulls. The one mapping every service's repositories use for their aggregates.
 */
export function recordOf<T extends { id: string }>(
  doc: { _id: unknown } & Partial<OutboxFields> & object,
): T {
  const { _id, ...rest } = withoutNulls(doc) as { _id: unknown } & Record<string, unknown>;
  for (const field of OUTBOX_FIELD_NAMES) delete rest[field];
  return { id: String(_id), ...rest } as unknown as T;
}
