/*
 * Redis keys the auth service writes and the gateway reads on every signed-in request, so a
 * logout, a block or a delete takes effect on the next request rather than at token expiry
 * (docs/identity-and-privacy.md). Both processes build the names here, so they cannot drift apart.
 */

/** Set (with the token's remaining life as TTL) when one session is ended. */
export const revokedSessionKey = (jti: string) => `auth:revoked:${jti}`;

/** 'BLOCKED' until an unblock, or 'DELETED' until every token issued before has expired. */
export const deniedUserKey = (userId: string) => `auth:denied-user:${userId}`;

export const USER_DENIALS = ['BLOCKED', 'DELETED'] as const;
export type UserDenial = (typeof USER_DENIALS)[number];

/**
 * The user's role since their last role change (a dealer approval, an admin's edit), kept as long
 * as a token issued before the change may live. The gateway forwards it instead of the token's
 * role, so the change applies on the next request without signing the user out (issue 23 item 6).
 */
export const userRoleKey = (userId: string) => `auth:user-role:${userId}`;
