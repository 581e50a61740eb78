import type { OutboxFields } from '@ghar/platform';

const OUTBOX_FIELDS = [
  'pendingEvents',
  'hasPendingEvents',
  'outboxVersion',
  'parkedEvents',
  'outboxFailure',
];

/**
 * A stored document as the domain types it: `_id` as `id`, no outbox fields, and a missing
 * optional value undefined, never the null an update may have stored for it.
 */
export function recordOf<T extends { id: string }>(
  doc: { _id: string } & Partial<OutboxFields>,
): T {
  const { _id, ...rest } = doc as { _id: string } & Record<string, unknown>;
  for (const field of OUTBOX_FIELDS) delete rest[field];
  const defined = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== null && value !== undefined),
  );
  return { id: _id, ...defined } as unknown as T;
}
