import { randomBytes } from 'node:crypto';
import type { Role } from '@ghar/contracts/constants';
import type { CallerIdentity } from '@ghar/platform';
import { startTestService, uniqueEmail } from '@ghar/testing';
import { authService } from '../../src/build-service';
import { registerUser } from '../../src/domain/register-user';

export const JWT_SECRET = 'auth-component-test-jwt-secret-0123456789abcdef';
export const STRONG_PASSWORD = 'Str0ng@Pass';

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  password: string;
  identity: CallerIdentity;
}

/** A twelve-digit Aadhaar number no other test uses, so a search for it finds only this test's. */
export const uniqueAadhaar = () =>
  `9${String(randomBytes(6).readUIntBE(0, 6) % 1e11).padStart(11, '0')}`;

/**
 * The auth service through the one harness, with auth's own secrets and no first admin or Google
 * sign-in unless a test sets them. Log lines are kept (trace level) so a test can prove the
 * service itself never writes a secret.
 */
export async function startAuthService(options: { env?: Record<string, string> } = {}) {
  const service = await startTestService(authService, {
    captureLogs: true,
    env: {
      JWT_SECRET,
      AADHAAR_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      GOOGLE_CLIENT_IDS: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      // The tests sign up from one address; signup-limit.test.ts sets its own limit.
      SIGNUP_MAX_PER_IP: '10000',
      ...options.env,
    },
  });
  const { auth } = service.built;

  /** A real user made through the domain (fast), with the identity the gateway would send. */
  const createUser = async (
    role: Role = 'USER',
    fields: { aadhaar?: string; mobile?: string; name?: string } = {},
  ): Promise<TestUser> => {
    const email = uniqueEmail(role.toLowerCase());
    const user = await registerUser(
      auth,
      { email, name: fields.name ?? `Test ${role}`, role, password: STRONG_PASSWORD, ...fields },
      { actorId: null },
    );
    return {
      id: user.id,
      email,
      role,
      password: STRONG_PASSWORD,
      identity: { userId: user.id, email, role },
    };
  };

  return { ...service, auth, createUser };
}

export type AuthService = Awaited<ReturnType<typeof startAuthService>>;
