import type { Role } from '@ghar/contracts/constants';
import type { EventEnvelope } from '@ghar/contracts/events';
import type { SessionClaims } from '@ghar/contracts/session';
import type { CappedTotal, Logger, UploadStore } from '@ghar/platform';
import type { LoginVerdict } from './login-throttle-rules';
import type { StoredTally } from './user-stats-rules';
import type { EncryptedAadhaar, UserRecord } from './user';

/**
 * What the use cases need from the world, as the domain names it. data-access implements each
 * port; context.ts wires them (tests start the same through buildService). No domain file
 * imports a data-access file.
 */

type UserFields = Omit<UserRecord, 'id' | 'revision' | 'createdAt' | 'updatedAt'>;

export interface UserChange {
  set?: Partial<UserFields>;
  unset?: (keyof UserFields)[];
}

/** Users as plain records; every write carries its events (outbox). */
export interface UserRepository {
  newId(): string;
  /** Inserts a user and its events in one write; null when the e-mail is taken. */
  create(
    id: string,
    fields: Omit<UserFields, 'status'> & { status?: UserFields['status'] },
    events: EventEnvelope[],
  ): Promise<UserRecord | null>;
  findById(id: string): Promise<UserRecord | null>;
  /** When the user was deleted; null for an unknown or live user. */
  deletedAt(id: string): Promise<Date | null>;
  findByEmail(email: string): Promise<UserRecord | null>;
  findByGoogleSub(googleSub: string): Promise<UserRecord | null>;
  /** Whether an ACTIVE (neither blocked nor deleted) user's dealer record holds this code (stored upper-case) as APPROVED. */
  isApprovedDealerCode(referralCode: string): Promise<boolean>;
  /** The dashboard's counters, kept by every write (null until the start-up pass built them). */
  tally(): Promise<StoredTally | null>;
  /**
   * One page of live users, newest first; `search` is contained in name, e-mail or mobile.
   * `capped`: the total is a lower bound (a search counts at most 100 past the page's start).
   */
  page(query: {
    search?: string;
    page: number;
    limit: number;
  }): Promise<{ users: UserRecord[] } & CappedTotal>;
  /** Names and e-mails of these users, deleted ones too (an audit outlives an account). */
  summaries(ids: string[]): Promise<{ id: string; name: string; email: string }[]>;
  /** Whether this URL is the Aadhaar image of this user (who alone, with admins, may see it). */
  ownsAadhaarImage(userId: string, url: string): Promise<boolean>;
  /** Applies a change with its events only if the user is still at the revision read; else null. */
  updateIfUnchanged(
    current: Pick<UserRecord, 'id' | 'revision' | 'role' | 'status' | 'createdAt'>,
    change: UserChange,
    events: EventEnvelope[],
  ): Promise<UserRecord | null>;
  /** Accounts the gateway must refuse: blocked ones, and those deleted since `deletedSince`. */
  listDenied(deletedSince: Date): Promise<Pick<UserRecord, 'id' | 'status' | 'deletedAt'>[]>;
  /** Live accounts whose role changed since `since` (the tokens issued before still carry the old one). */
  listRoleChanged(since: Date): Promise<Pick<UserRecord, 'id' | 'role'>[]>;
}

export type Denial = 'BLOCKED' | 'DELETED';

/** The keys the gateway reads on every signed-in request: revoked sessions, denied accounts. */
export interface SessionStore {
  remember(userId: string, jti: string, expiresAt: number): Promise<void>;
  revoke(jti: string, expiresAt: number): Promise<void>;
  /** Ends every live session of a user (except one, when the user acts in it themself). */
  revokeAll(userId: string, exceptJti?: string): Promise<void>;
  /** BLOCKED lasts until an unblock; DELETED needs only outlive every token issued before. */
  deny(userId: string, denial: Denial, ttlSeconds?: number): Promise<void>;
  /**
   * The user's role from now on, for the tokens they already hold: the gateway forwards it on
   * their next request, so a role change needs no new sign-in (issue 23 item 6).
   */
  applyRole(userId: string, role: Role): Promise<void>;
  allow(userId: string): Promise<void>;
}

/**
 * Password checks per account-and-address pair, per account and per address, shared by every
 * auth instance (login-throttle-rules). The address is the client IP for a login, and
 * SIGNED_IN_CHECK for a signed-in user's check of their current password.
 */
export interface LoginThrottle {
  /** Takes this attempt's slot and says whether it may reach the password check. */
  admit(email: string, address: string): Promise<LoginVerdict>;
  /** A wrong password: counts against the account and the address. */
  recordFailure(email: string, address: string): Promise<void>;
  /** A right password clears its pair (not the account's or address's count of others). */
  reset(email: string, address: string): Promise<void>;
}

/** Sign-up attempts per client address, shared by every auth instance. */
export interface SignupLimiter {
  hit(address: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for an absent hash too, after the same work, so timing tells nothing. */
  verify(hash: string | undefined, password: string): Promise<boolean>;
}

export interface IssuedSession {
  token: string;
  jti: string;
  /** Seconds since the epoch. */
  expiresAt: number;
  maxAgeMs: number;
}

export interface SessionTokens {
  ttlSeconds: number;
  issue(user: { id: string; email: string; role: Role }): IssuedSession;
  /** The claims of a token this service issued; null for anything else or an expired one. */
  read(token: string): SessionClaims | null;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

export interface GoogleVerifier {
  enabled: boolean;
  /** Null for a credential that does not verify; throws 503 when Google's keys are out of reach. */
  verify(credential: string): Promise<GoogleIdentity | null>;
}

/** Aadhaar numbers encrypted for one user (a ciphertext moved to another user no longer opens). */
export interface AadhaarCipher {
  encrypt(userId: string, aadhaar: string): EncryptedAadhaar;
  /** Throws when the key, the user or the stored bytes do not match. */
  decrypt(userId: string, stored: EncryptedAadhaar): string;
}

/** One reveal of a full Aadhaar number: whose, by whom, when (docs/identity-and-privacy.md). */
export interface AadhaarReveal {
  subjectId: string;
  actorId: string;
  actorRole: Role;
  at: Date;
  requestId?: string;
}

/** The audit of reveals, which admins read. */
export interface AadhaarRevealLog {
  record(reveal: AadhaarReveal): Promise<void>;
  /** Newest first, for every user or for one. */
  page(query: {
    subjectId?: string;
    page: number;
    limit: number;
  }): Promise<{ reveals: (AadhaarReveal & { id: string })[] } & CappedTotal>;
}

export interface Clock {
  now(): Date;
}

/** Everything the use cases need, built once in context.ts. */
export interface AuthDeps {
  users: UserRepository;
  sessions: SessionStore;
  throttle: LoginThrottle;
  signups: SignupLimiter;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  google: GoogleVerifier;
  uploads: UploadStore;
  aadhaar: AadhaarCipher;
  reveals: AadhaarRevealLog;
  clock: Clock;
  logger: Logger;
}
