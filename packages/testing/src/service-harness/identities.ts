import { randomBytes } from 'node:crypto';
import type { Role } from '@ghar/contracts';
import type { CallerIdentity } from '@ghar/platform';
import { uniqueName } from '../unique-name';

/** A signed-in caller as the gateway forwards it: a fresh ObjectId-shaped id and e-mail. */
export function testIdentity(role: Role = 'USER'): Required<CallerIdentity> {
  return {
    userId: randomBytes(12).toString('hex'),
    email: `${uniqueName(role.toLowerCase())}@example.in`,
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
