// The header counts the leads that came since the owner last opened /leads. The moment is kept
// on the device, per user (a shared phone keeps each account's own); a first visit counts the
// last week, so an owner new to the inbox sees what is waiting without a count of everything.
const KEY_PREFIX = 'ghar:leads-seen:';
export const FIRST_LOOK_BACK_MS = 7 * 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The moment the count starts from: the stored one if readable, else a week before `now`, on the
 * hour (the same moment through an hour of page changes, so the count is not read again each time).
 */
export const leadsSince = (stored: string | null, now: number): string => {
  const time = stored === null ? Number.NaN : Date.parse(stored);
  if (!Number.isNaN(time)) return new Date(time).toISOString();
  return new Date(Math.floor((now - FIRST_LOOK_BACK_MS) / HOUR_MS) * HOUR_MS).toISOString();
};

const storage = (): Storage | null => {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, settings): the count then always looks back a week.
    return null;
  }
};

export const readLeadsSince = (userId: string, now = Date.now()): string =>
  leadsSince(storage()?.getItem(KEY_PREFIX + userId) ?? null, now);

export const markLeadsSeen = (userId: string, at = new Date()): void => {
  try {
    storage()?.setItem(KEY_PREFIX + userId, at.toISOString());
  } catch {
    // A full or refused storage only means the count is not reset on this device.
  }
};

/** The badge: nothing at 0, '99+' beyond 99 (the servers count up to 100 each). */
export const leadsBadge = (count: number): string | null =>
  count <= 0 ? null : count > 99 ? '99+' : String(count);
