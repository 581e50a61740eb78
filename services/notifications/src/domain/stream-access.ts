import type { EventData } from '@ghar/contracts';

type AccessEvent =
  | { type: 'UserBlocked'; data: EventData<'UserBlocked'> }
  | { type: 'UserDeleted'; data: EventData<'UserDeleted'> }
  | { type: 'UserUpdated'; data: EventData<'UserUpdated'> };

/**
 * The user whose live streams must end after this event, if any. A stream is authorized once,
 * when it opens, so without this a blocked, deleted or demoted admin would keep reading every
 * notification (names, e-mails, inquiry numbers) until the browser hung up.
 */
export function streamAccessEndsFor(event: AccessEvent): string | undefined {
  switch (event.type) {
    case 'UserBlocked':
    case 'UserDeleted':
      return event.data.userId;
    case 'UserUpdated':
      return event.data.role !== 'ADMIN' || event.data.status !== 'ACTIVE'
        ? event.data.userId
        : undefined;
  }
}
