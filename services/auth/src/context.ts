import { createUploadStore, type Logger } from '@ghar/platform';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { Config } from './config';
import { createAadhaarCipher } from './data-access/aadhaar-crypto';
import { createAadhaarRevealLog } from './data-access/aadhaar-reveal-log';
import { createGoogleVerifier } from './data-access/google-verifier';
import { createLoginThrottle } from './data-access/login-throttle';
import { createSignupLimiter } from './data-access/signup-limiter';
import { SIGNUP_WINDOW_SECONDS } from './domain/signup-limit';
import { passwordHasher } from './data-access/password-hasher';
import { createSessionStore } from './data-access/session-store';
import { createSessionTokens } from './data-access/session-tokens';
import { createUserCounters, type UserCounters } from './data-access/user-counters';
import { userModel } from './data-access/user-model';
import { createUserRepository } from './data-access/user-repository';
import type { AuthDeps } from './domain/ports';
import { SERVICE_NAME } from './service-name';

/** The composition root: wires config and connections into what the use cases need. */
export function createAuthContext(options: {
  config: Config;
  conn: Connection;
  redis: Redis;
  logger: Logger;
}): AuthDeps & { userModel: ReturnType<typeof userModel>; userCounters: UserCounters } {
  const { config, conn, redis, logger } = options;
  const model = userModel(conn);
  const counters = createUserCounters(conn);
  return {
    userModel: model,
    userCounters: counters,
    users: createUserRepository(model, counters),
    // A role change is kept as long as a deleted user's denial: until every older token has expired.
    sessions: createSessionStore(redis, { roleSeconds: deletedDenialSeconds(config) }),
    throttle: createLoginThrottle(redis, {
      maxFailuresPerPair: config.LOGIN_MAX_FAILURES_PER_PAIR,
      maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: config.LOGIN_MAX_FAILURES_PER_IP,
    }),
    signups: createSignupLimiter(redis, {
      limit: config.SIGNUP_MAX_PER_IP,
      windowSeconds: SIGNUP_WINDOW_SECONDS,
    }),
    passwords: passwordHasher,
    tokens: createSessionTokens({ secret: config.JWT_SECRET, ttlDays: config.SESSION_TTL_DAYS }),
    google: createGoogleVerifier({
      clientIds: config.GOOGLE_CLIENT_IDS,
      jwksUrl: config.GOOGLE_JWKS_URL,
    }),
    uploads: createUploadStore({ rootDir: config.UPLOADS_DIR, service: SERVICE_NAME }),
    aadhaar: createAadhaarCipher(config.AADHAAR_ENCRYPTION_KEY),
    reveals: createAadhaarRevealLog(conn),
    clock: { now: () => new Date() },
    logger,
  };
}

/** A deleted user's tokens stay refused until every token issued before has expired. */
export function deletedDenialSeconds(config: Pick<Config, 'SESSION_TTL_DAYS'>): number {
  return (config.SESSION_TTL_DAYS + 1) * 24 * 60 * 60;
}
