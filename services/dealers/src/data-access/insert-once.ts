import type { EventEnvelope } from '@ghar/contracts/events';
import { isDuplicateKeyError, withNewEvents, type OutboxModel } from '@ghar/platform';

/**
 * Creates a document with its events (one write: the outbox); false when a unique index already
 * holds its key (a clashing referral code, a ledger entry written before), which callers treat
 * as their own answer rather than an error.
 */
export async function insertOnce<T extends { id: string }>(
  model: OutboxModel,
  record: T,
  events: EventEnvelope[],
): Promise<boolean> {
  const { id, ...rest } = record;
  try {
    await model.create({ _id: id, ...rest, ...withNewEvents(events) });
    return true;
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
}
