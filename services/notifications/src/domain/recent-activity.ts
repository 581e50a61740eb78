import type { EventData, EventType } from '@ghar/contracts/events';
import { ACTIVITY_RETENTION_DAYS, type ActivityEntry } from '@ghar/contracts/http';
import { activityForEvent, type Activity } from './activity';
import type { ActivityRepository } from './ports';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps the event's entry once (a redelivered event adds nothing); false when none was added. */
export async function recordActivity<T extends EventType>(
  deps: { activity: ActivityRepository },
  event: { id: string; type: T; actor: string | null; occurredAt: string; data: EventData<T> },
): Promise<boolean> {
  const entry = activityForEvent(event);
  return entry ? deps.activity.insertOnce(entry) : false;
}

const viewOf = ({ id, type, actorId, summary, params, link, at }: Activity): ActivityEntry => ({
  id,
  type,
  actorId,
  summary,
  params,
  link,
  at: at.toISOString(),
});

export async function listRecentActivity(
  deps: { activity: ActivityRepository },
  limit: number,
): Promise<ActivityEntry[]> {
  return (await deps.activity.latest(limit)).map(viewOf);
}

/** The feed keeps 90 days: the daily cleanup job deletes what is older. */
export async function cleanupActivity(
  deps: { activity: ActivityRepository },
  now: Date = new Date(),
): Promise<{ deletedActivity: number }> {
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * DAY_MS);
  return { deletedActivity: await deps.activity.deleteBefore(cutoff) };
}
