import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE_NAME } from '@ghar/contracts/session';
import { loadConfig, serviceEnvSchema } from '@ghar/platform';
import { z } from 'zod';

/** `<repo>/.data/uploads`, the git-ignored data folder, when UPLOADS_DIR is not set. */
const DEFAULT_UPLOADS_DIR = fileURLToPath(new URL('../../../.data/uploads', import.meta.url));
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** An unset variable and an empty one mean the same: not configured. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const commaList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

export const configSchema = serviceEnvSchema({ port: 4001, mongoDb: 'ghar_auth' }).extend({
  /** Signs session tokens (HS256); the gateway verifies them with the same secret. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  SESSION_COOKIE: z.string().min(1).default(SESSION_COOKIE_NAME),
  /**
   * The session cookie's `Secure` flag. Unset, it follows NODE_ENV: on in production (served
   * over HTTPS), off elsewhere so a plain-http local run can sign in (see loadServiceConfig).
   */
  COOKIE_SECURE: flag,
  /** AES-256-GCM key for Aadhaar numbers: 32 bytes as 64 hex characters. */
  AADHAAR_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .transform((hex) => Buffer.from(hex, 'hex')),
  UPLOADS_DIR: z.string().min(1).default(DEFAULT_UPLOADS_DIR),
  /** OAuth client ids whose Google ID tokens are accepted; empty turns Google sign-in off. */
  GOOGLE_CLIENT_IDS: commaList,
  GOOGLE_JWKS_URL: z.url().default(GOOGLE_JWKS_URL),
  /** The first admin, created at start when no account has this e-mail. */
  ADMIN_EMAIL: optional(z.email().transform((email) => email.toLowerCase())),
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
  /** Failed logins one account-and-address pair makes freely; then 1, 2, 4 … minutes apart. */
  LOGIN_MAX_FAILURES_PER_PAIR: z.coerce.number().int().min(1).default(5),
  /**
   * Failed logins of one account from all addresses in 15 minutes; past it, only addresses
   * without a failure of their own for the account reach the password check.
   */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(20),
  /** Failed logins from one client address per minute, any accounts (carrier NAT shares one). */
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().min(1).default(100),
  /** Sign-ups (and dealer sign-ups) from one client address per 10 minutes. */
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
});

export type Config = z.infer<typeof configSchema>;

export function loadServiceConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cookieSecure = env.COOKIE_SECURE || (env.NODE_ENV === 'production' ? 'true' : 'false');
  return loadConfig(configSchema, { ...env, COOKIE_SECURE: cookieSecure });
}
