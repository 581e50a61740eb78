import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadDevSecrets } from './dev-secrets';

describe('loadDevSecrets', () => {
  let dir: string;
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('when no secrets exist, then they are generated once into a private file and reused', async () => {
    dir = await mkdtemp(join(tmpdir(), 'secrets-test-'));
    const file = join(dir, 'secrets.json');
    const first = await loadDevSecrets(file, {});
    const second = await loadDevSecrets(file, {});
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.INTERNAL_SIGNING_SECRET).not.toBe(first.JWT_SECRET);
    expect(first.AADHAAR_ENCRYPTION_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(second).toEqual(first);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('when a secret is set in env, then env wins and it is not written to the file', async () => {
    dir = await mkdtemp(join(tmpdir(), 'secrets-test-'));
    const file = join(dir, 'secrets.json');
    const secrets = await loadDevSecrets(file, { JWT_SECRET: 'from-env-secret-value' });
    expect(secrets.JWT_SECRET).toBe('from-env-secret-value');
    expect(JSON.parse(await readFile(file, 'utf8'))).not.toHaveProperty('JWT_SECRET');
  });
});
