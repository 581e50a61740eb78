import type { EventEnvelope, Role, SessionClaims } from '@ghar/contracts';
import type { Logger, UploadStore } from '@ghar/platform';
import type { LoginVerdict } from './login-throttle-rules';
import type { UserRecord } from './user';

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
  list(): Promise<UserRecord[]>;
  /** Whether this URL is the Aadhaar image of this user (who alone, with admins, may see it). */
  ownsAadhaarImage(userId: string, url: string): Promise<boolean>;
  /** Applies a change with its events only if the user is still at the revision read; else null. */
  updateIfUnchanged(
    current: Pick<UserRecord, 'id' | 'revision'>,
    change: UserChange,
    events: EventEnvelope[],
  ): Promise<UserRecord | null>;
  /** Accounts the gateway must refuse: blocked ones, and those deleted since `deletedSince`. */
  listDenied(deletedSince: Date): Promise<Pick<UserRecord, 'id' | 'status' | 'deletedAt'>[]>;
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

/** Login attempts per IP and per account, shared by every auth instance. */
export interface LoginThrottle {
  /** Counts this attempt and takes one of the account's slots, before the password is checked. */
  admit(email: string, ip: string): Promise<LoginVerdict>;
  /** The same account slots for another check of the password (changing it while signed in). */
  admitPasswordCheck(email: string): Promise<LoginVerdict>;
  reset(email: string): Promise<void>;
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

/** What the users collection keeps of an Aadhaar number: never the number itself. */
export interface EncryptedAadhaar {
  iv: string;
  tag: string;
  ciphertext: string;
  /** Kept in clear so the masked form needs no key. */
  last4: string;
}

/** Aadhaar numbers encrypted for one user (a ciphertext moved to another user no longer opens). */
export interface AadhaarCipher {
  encrypt(userId: string, aadhaar: string): EncryptedAadhaar;
  /** Throws when the key, the user or the stored bytes do not match. */
  decrypt(userId: string, stored: EncryptedAadhaar): string;
}

export interface Clock {
  now(): Date;
}

/** Everything the use cases need, built once in context.ts. */
export interface AuthDeps {
  users: UserRepository;
  sessions: SessionStore;
  throttle: LoginThrottle;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  google: GoogleVerifier;
  uploads: UploadStore;
  aadhaar: AadhaarCipher;
  clock: Clock;
  logger: Logger;
}
