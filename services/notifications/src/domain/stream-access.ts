import type { Role, UserStatus } from '@ghar/contracts/constants';

/** The events after which a user may have lost the right to read the live stream. */
export type AccessEventType = 'UserUpdated' | 'UserBlocked' | 'UserDeleted';

/**
 * The user whose live streams must end after this event, if any. A stream is authorized once,
 * when it opens, so without this a blocked, deleted or demoted admin would keep reading every
 * notification (names, e-mails, inquiry numbers) until the browser hung up.
 */
export function streamAccessEndsFor(
  type: AccessEventType,
  data: { userId: string; role?: Role; status?: UserStatus },
): string | undefined {
  if (type !== 'UserUpdated') return data.userId;
  return data.role !== 'ADMIN' || data.status !== 'ACTIVE' ? data.userId : undefined;
}
