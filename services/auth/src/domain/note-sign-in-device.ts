import type { AuthDeps } from './ports';
import { changeUser } from './change-user';
import { afterSignIn, deviceOf } from './device-rules';
import type { UserRecord } from './user';
import { newDeviceSignedInEvent } from './user-events';

/**
 * Remembers the device of a successful sign-in (issue 27). One the account had not used before
 * is written with its NewDeviceSignedIn event (outbox, the same write), so the user hears of it;
 * a known one costs no write.
 */
export async function noteSignInDevice(
  deps: Pick<AuthDeps, 'users' | 'clock'>,
  user: UserRecord,
  userAgent: string | undefined,
): Promise<void> {
  const device = deviceOf(userAgent);
  if (user.knownDevices?.includes(device.key)) return;
  const now = deps.clock.now();
  await changeUser(deps, user.id, (current) => {
    const next = afterSignIn(current.knownDevices ?? [], device.key);
    if (!next) return null;
    return {
      change: { set: { knownDevices: next.known } },
      events: () => (next.isNew ? [newDeviceSignedInEvent(current, device.label, now)] : []),
    };
  });
}
