import { randomBytes } from 'node:crypto';
import type { Role } from '@ghar/contracts/constants';
import type { CallerIdentity } from '@ghar/platform';
import { uniqueName } from '../unique-name';

/** An e-mail address no other test uses. */
export const uniqueEmail = (label: string) => `${uniqueName(label)}@example.in`;

/** A client address of its own, so per-IP limits are never shared between files or tests. */
export const uniqueIp = () => `10.${randomBytes(3).join('.')}`;

/** A signed-in caller as the gateway forwards it: a fresh ObjectId-shaped id and e-mail. */
export function testIdentity(role: Role = 'USER'): Required<CallerIdentity> {
  return {
    userId: randomBytes(12).toString('hex'),
    email: uniqueEmail(role.toLowerCase()),
    role,
  };
}

/** The callers every authorization check needs: nobody, two users, a dealer and an admin. */
export function testIdentities() {
  return {
    visitor: {} as CallerIdentity,
    user: testIdentity('USER'),
    otherUser: testIdentity('USER'),
    dealer: testIdentity('DEALER'),
    admin: testIdentity('ADMIN'),
  };
}

export type TestIdentities = ReturnType<typeof testIdentities>;
