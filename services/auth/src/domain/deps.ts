import type { Logger, UploadStore } from '@ghar/platform';
import type { GoogleVerifier } from '../data-access/google-verifier';
import type { LoginThrottle } from '../data-access/login-throttle';
import type { PasswordHasher } from '../data-access/password-hasher';
import type { SessionStore } from '../data-access/session-store';
import type { SessionTokens } from '../data-access/session-tokens';
import type { UserRepository } from '../data-access/user-repository';

/** Everything the use cases need, built once in context.ts (tests build the same). */
export interface AuthDeps {
  users: UserRepository;
  sessions: SessionStore;
  throttle: LoginThrottle;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  google: GoogleVerifier;
  uploads: UploadStore;
  aadhaarKey: Buffer;
  logger: Logger;
}
