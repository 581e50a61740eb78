import { DEFAULT_LANGUAGE } from '@ghar/contracts/constants';
import type { EventEnvelope, UserRegisteredData } from '@ghar/contracts/events';
import { buildEvent } from '@ghar/platform';
import type { ActionContext, UserRecord } from './user';

type SnapshotEvent = 'UserRegistered' | 'UserUpdated' | 'UserBlocked' | 'UserUnblocked';
type SnapshotSource = Pick<UserRecord, 'id' | 'email' | 'name' | 'mobile' | 'role' | 'status'> &
  Partial<Pick<UserRecord, 'language'>>;

export const EVENT_SOURCE = 'auth';

/** What other services may know of a user: never Aadhaar, images or password facts. */
export function snapshotOf(user: SnapshotSource) {
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    ...(user.mobile ? { mobile: user.mobile } : {}),
    role: user.role,
    status: user.status === 'BLOCKED' ? ('BLOCKED' as const) : ('ACTIVE' as const),
    // Notifications writes the user's notices in it (issue 27).
    language: user.language ?? DEFAULT_LANGUAGE,
  };
}

export function userEvent(
  type: SnapshotEvent,
  user: SnapshotSource,
  ctx: ActionContext,
  extra: Pick<UserRegisteredData, 'dealerApplication'> = {},
): EventEnvelope {
  return buildEvent(
    type,
    user.id,
    { ...snapshotOf(user), ...extra },
    {
      source: EVENT_SOURCE,
      actor: ctx.actorId,
      correlationId: ctx.requestId,
    },
  );
}

export function userDeletedEvent(user: UserRecord, ctx: ActionContext): EventEnvelope {
  return buildEvent(
    'UserDeleted',
    user.id,
    { userId: user.id, email: user.email },
    { source: EVENT_SOURCE, actor: ctx.actorId, correlationId: ctx.requestId },
  );
}

/** The user's password changed (issue 27): they hear it as a security notice. */
export function passwordChangedEvent(
  user: Pick<UserRecord, 'id' | 'email'>,
  changedAt: Date,
  ctx: ActionContext,
): EventEnvelope {
  return buildEvent(
    'PasswordChanged',
    user.id,
    {
      userId: user.id,
      email: user.email,
      byAdmin: ctx.actorId !== user.id,
      changedAt: changedAt.toISOString(),
    },
    { source: EVENT_SOURCE, actor: ctx.actorId, correlationId: ctx.requestId },
  );
}

/** A sign-in from a device the account had not used (issue 27): the user hears it. */
export function newDeviceSignedInEvent(
  user: Pick<UserRecord, 'id' | 'email'>,
  device: string,
  signedInAt: Date,
): EventEnvelope {
  return buildEvent(
    'NewDeviceSignedIn',
    user.id,
    { userId: user.id, email: user.email, device, signedInAt: signedInAt.toISOString() },
    { source: EVENT_SOURCE, actor: user.id },
  );
}
