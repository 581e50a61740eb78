import type { EventData, EventType } from '@ghar/contracts/events';
import type { EventHandlers, Logger, TypedEvent } from '@ghar/platform';
import { notifyUsers, type NotifyUsersDeps } from '../../domain/notify-users';
import { isUserNoticeEvent } from '../../domain/user-notification-templates';

type AnyHandler = (event: TypedEvent<EventType>, log: Logger) => Promise<void>;

/** Keeps the users projection the approval notices name people from (auth's snapshots). */
async function applyUserSnapshot(deps: NotifyUsersDeps, event: TypedEvent<EventType>) {
  if (event.type === 'UserRegistered' || event.type === 'UserUpdated') {
    const user = event.data as EventData<'UserUpdated'>;
    await deps.userContacts.save({
      userId: user.userId,
      name: user.name,
      email: user.email,
      mobile: user.mobile,
      language: user.language,
    });
  } else if (event.type === 'UserDeleted') {
    await deps.userContacts.remove((event.data as EventData<'UserDeleted'>).userId);
  }
}

/**
 * Every subscription also tells the users it concerns (issue 27): after the admin's step, so a
 * failure of either retries the event and each step's unique keys keep it from repeating.
 */
export function withUserNotices(handlers: EventHandlers, deps: NotifyUsersDeps): EventHandlers {
  const wrapped: Record<string, AnyHandler> = {};
  for (const [type, handler] of Object.entries(handlers) as [EventType, AnyHandler][]) {
    wrapped[type] = async (event, log) => {
      await handler(event, log);
      await applyUserSnapshot(deps, event);
      if (!isUserNoticeEvent(event.type)) return;
      const created = await notifyUsers(deps, event as never);
      log.info({ created }, 'user notifications');
    };
  }
  return wrapped as EventHandlers;
}
