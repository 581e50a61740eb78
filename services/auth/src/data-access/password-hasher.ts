import argon2 from 'argon2';
import type { PasswordHasher } from '../domain/ports';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): strong, and quick enough per login. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let dummyHash: Promise<string> | undefined;

export const passwordHasher: PasswordHasher = {
  hash: (password: string) => argon2.hash(password, OPTIONS),

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    // An unknown account or one without a password still costs one verification, so the
    // response time does not tell which e-mails have accounts.
    dummyHash ??= argon2.hash('no-account-has-this-password', OPTIONS);
    const target = hash ?? (await dummyHash);
    try {
      return (await argon2.verify(target, password)) && hash !== undefined;
    } catch {
      return false;
    }
  },
};
