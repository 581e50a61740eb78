import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Every secret the stack needs, and how a fresh one is made (formats the services validate). */
const GENERATORS = {
  JWT_SECRET: () => randomBytes(32).toString('base64url'),
  INTERNAL_SIGNING_SECRET: () => randomBytes(32).toString('base64url'),
  /** AES-256-GCM key: 32 bytes as 64 hex characters. */
  AADHAAR_ENCRYPTION_KEY: () => randomBytes(32).toString('hex'),
};
export type SecretName = keyof typeof GENERATORS;
export type DevSecrets = Record<SecretName, string>;
export const SECRET_NAMES = Object.keys(GENERATORS) as SecretName[];

/** A fresh random set, for a throw-away stack (tests). */
export function generateSecrets(): DevSecrets {
  return Object.fromEntries(SECRET_NAMES.map((name) => [name, GENERATORS[name]()])) as DevSecrets;
}

/**
 * Secrets for a local run: taken from env when set, otherwise generated once into a private
 * file, so sessions and encrypted Aadhaar numbers survive a restart without anyone committing a
 * secret.
 */
export async function loadDevSecrets(
  file: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<DevSecrets> {
  const stored = await readFile(file, 'utf8')
    .then((text) => JSON.parse(text) as Partial<DevSecrets>)
    .catch(() => ({}) as Partial<DevSecrets>);
  const secrets = {} as DevSecrets;
  let changed = false;
  for (const name of SECRET_NAMES) {
    const fromEnv = env[name];
    if (fromEnv) {
      secrets[name] = fromEnv;
      continue;
    }
    if (!stored[name]) {
      stored[name] = GENERATORS[name]();
      changed = true;
    }
    secrets[name] = stored[name];
  }
  if (changed) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}
