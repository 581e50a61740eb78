import type { EventEnvelope } from '@ghar/contracts/events';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { notFound } from '@ghar/platform';
import type { AuthDeps, UserChange } from './ports';
import type { UserRecord } from './user';

export interface PlannedChange {
  change: UserChange;
  /** Events describing the user after the change (see `afterChange`). */
  events: (after: UserRecord) => EventEnvelope[];
}

const MAX_ATTEMPTS = 5;

/** The user as it will be once the change is written, for the events that describe it. */
export function afterChange(user: UserRecord, change: UserChange): UserRecord {
  const next: UserRecord = { ...user, ...change.set };
  for (const field of change.unset ?? []) delete next[field];
  return next;
}

/**
 * Read → decide → write-if-unchanged, retried when another write came in between, so the
 * events appended always describe the state actually written. `decide` may throw (a refused
 * action) or return null (nothing to change).
 */
export async function changeUser(
  deps: Pick<AuthDeps, 'users'>,
  userId: string,
  decide: (current: UserRecord) => PlannedChange | null,
): Promise<{ before: UserRecord; after: UserRecord }> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const current = await deps.users.findById(userId);
    if (!current) throw notFound(ERROR_MESSAGES.userNotFound);
    const plan = decide(current);
    if (!plan) return { before: current, after: current };
    const events = plan.events(afterChange(current, plan.change));
    const written = await deps.users.updateIfUnchanged(current, plan.change, events);
    if (written) return { before: current, after: written };
  }
  throw new Error(`user ${userId} kept changing during an update`);
}
