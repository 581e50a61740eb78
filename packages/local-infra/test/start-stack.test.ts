import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { waitFor } from '@ghar/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isListening } from '../src/probes/tcp-exchange';
import { isAlive } from '../src/servers/process-control';
import { repoRoot } from '../src/paths';
import { freePort } from '../src/ports';
import { SERVICE_NAMES, STACK_PROCESS_NAMES } from '../src/stack/stack-processes';
import { startStack, StackStartError, type Stack } from '../src/stack/start-stack';

// Fake services and gateway with the real launch contract (src/main.ts, PORT, /readyz), so the
// launcher is tested without the real services. They live under the repo's gitignored .data so
// that `--import tsx` resolves from the repo's node_modules.
const SERVICE_MAIN = `
import { createServer } from 'node:http';
import { existsSync, writeFileSync } from 'node:fs';
writeFileSync('env.json', JSON.stringify(process.env));
if (process.env.FAKE_CRASH === process.cwd().split('/').pop() || existsSync('crash-at-start')) {
  console.error('fake start-up failure: cannot reach the database');
  process.exit(3);
}
createServer((req, res) => {
  res.writeHead(req.url === '/readyz' ? 200 : 404).end('{}');
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  writeFileSync('graceful-stop', '');
  process.exit(0);
});
`;

const GATEWAY_MAIN = `
import { createServer } from 'node:http';
import { writeFileSync } from 'node:fs';
writeFileSync('env.json', JSON.stringify(process.env));
const services = ${JSON.stringify(SERVICE_NAMES)};
createServer(async (req, res) => {
  if (req.url !== '/api/readyz') return res.writeHead(404).end();
  const down = [];
  for (const name of services) {
    const url = process.env[name.toUpperCase() + '_URL'] + '/readyz';
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (!ok) down.push(name);
  }
  res.writeHead(down.length ? 503 : 200).end(JSON.stringify({ down }));
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
`;

const infra = {
  mongoUrl: 'mongodb://127.0.0.1:1',
  kafkaBrokers: '127.0.0.1:2',
  redisUrl: 'redis://127.0.0.1:3',
};

async function fakeRepo(): Promise<string> {
  await mkdir(join(repoRoot, '.data'), { recursive: true });
  const root = await mkdtemp(join(repoRoot, '.data', 'stack-test-'));
  for (const name of STACK_PROCESS_NAMES) {
    const dir = join(root, name === 'gateway' ? 'gateway' : `services/${name}`, 'src');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'main.ts'), name === 'gateway' ? GATEWAY_MAIN : SERVICE_MAIN);
  }
  return root;
}

async function envOf(root: string, dir: string): Promise<Record<string, string>> {
  return JSON.parse(await readFile(join(root, dir, 'env.json'), 'utf8'));
}

describe('startStack with fake services', () => {
  let root: string;
  let stack: Stack;
  const unexpectedExits: string[] = [];
  const supervisorLines: string[] = [];
  const gaveUp: string[] = [];

  beforeAll(async () => {
    root = await fakeRepo();
    stack = await startStack({
      infra,
      root,
      serveWeb: true,
      dbSuffix: '_t1',
      eventsNamespace: 'ns1',
      logDir: join(root, 'logs'),
      env: { LOG_LEVEL: 'debug' },
      onUnexpectedExit: (name) => unexpectedExits.push(name),
      // The default's shape with short delays, so a crash loop ends within the test.
      supervise: {
        log: (line) => supervisorLines.push(line),
        onGiveUp: (_name, message) => gaveUp.push(message),
        policy: { initialDelayMs: 100, maxDelayMs: 400, maxExits: 3, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('when every process is ready, then the gateway answers ready on the base URL', async () => {
    const response = await fetch(`${stack.baseUrl}/api/readyz`);
    expect(response.status).toBe(200);
  });

  it('when a service starts, then it gets its port, database, the servers and the shared secrets', async () => {
    const env = await envOf(root, 'services/bookings');
    expect(env).toMatchObject({
      PORT: String(stack.ports.bookings),
      MONGO_DB: 'ghar_bookings_t1',
      MONGO_URL: infra.mongoUrl,
      KAFKA_BROKERS: infra.kafkaBrokers,
      REDIS_URL: infra.redisUrl,
      EVENTS_NAMESPACE: 'ns1',
      NODE_ENV: 'test',
      LOG_LEVEL: 'debug',
      JWT_SECRET: stack.env.JWT_SECRET,
      INTERNAL_SIGNING_SECRET: stack.env.INTERNAL_SIGNING_SECRET,
      LISTINGS_URL: `http://127.0.0.1:${stack.ports.listings}`,
    });
    expect(env.JWT_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect(env.AADHAAR_ENCRYPTION_KEY).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when the gateway starts, then it gets every service URL and the web build folder', async () => {
    const env = await envOf(root, 'gateway');
    expect(env).toMatchObject({
      AUTH_URL: `http://127.0.0.1:${stack.ports.auth}`,
      NOTIFICATIONS_URL: `http://127.0.0.1:${stack.ports.notifications}`,
      WEB_DIST: join(root, 'web', 'dist'),
    });
  });

  it('when a service is stopped and started again, then readiness follows it', async () => {
    await stack.stopService('dealers');
    expect(await isListening(stack.ports.dealers)).toBe(false);
    const whileDown = await fetch(`${stack.baseUrl}/api/readyz`);
    expect(whileDown.status).toBe(503);
    expect(await whileDown.json()).toEqual({ down: ['dealers'] });

    await stack.startService('dealers');

    expect((await fetch(`${stack.baseUrl}/api/readyz`)).status).toBe(200);
  });

  it('when a service is killed with SIGKILL, then it exits at once without its SIGTERM handler, and starts again with a new pid', async () => {
    const pid = stack.pidOf('listings');
    expect(pid).toBeGreaterThan(0);

    await stack.killService('listings');

    expect(stack.pidOf('listings')).toBeUndefined();
    expect(isAlive(pid!)).toBe(false);
    expect(await isListening(stack.ports.listings)).toBe(false);
    expect(unexpectedExits).toEqual([]);
    expect(existsSync(join(root, 'services/listings/graceful-stop'))).toBe(false);
    await stack.startService('listings');
    expect(stack.pidOf('listings')).not.toBe(pid);
    expect((await fetch(`${stack.baseUrl}/api/readyz`)).status).toBe(200);
  });

  it('when a service is killed with SIGKILL from outside, then the supervisor starts it again on its port', async () => {
    const pid = stack.pidOf('bookings')!;

    process.kill(pid, 'SIGKILL');

    const within = { timeoutMs: 30_000 };
    const newPid = () => {
      const current = stack.pidOf('bookings');
      return current !== undefined && current !== pid ? current : false;
    };
    const restarted = await waitFor(newPid, within);
    const readyz = `http://127.0.0.1:${stack.ports.bookings}/readyz`;
    await waitFor(async () => (await fetch(readyz)).status === 200, within);
    expect(restarted).toBeGreaterThan(0);
    expect((await fetch(`${stack.baseUrl}/api/readyz`)).status).toBe(200);
    expect(unexpectedExits).toEqual(['bookings']);
    expect(supervisorLines[0]).toBe(
      `bookings exited unexpectedly (SIGKILL); restarting it in 0.1 s (log: ${join(root, 'logs', 'bookings.log')})`,
    );
  });

  it('when a restarted service fails at every start, then the supervisor gives up naming its log', async () => {
    const marker = join(root, 'services/dealers/crash-at-start');
    await writeFile(marker, '');
    try {
      process.kill(stack.pidOf('dealers')!, 'SIGKILL');

      const message = await waitFor(() => gaveUp[0] ?? false, { timeoutMs: 30_000 });
      expect(message).toMatch(/^dealers keeps exiting \(3 times in \d+ s\); see /);
      expect(message.endsWith(`see ${join(root, 'logs', 'dealers.log')}`)).toBe(true);
      expect(stack.pidOf('dealers')).toBeUndefined();
    } finally {
      await rm(marker, { force: true });
    }
    await stack.startService('dealers');
    expect((await fetch(`${stack.baseUrl}/api/readyz`)).status).toBe(200);

    // Started again by hand, it is supervised afresh.
    const pid = stack.pidOf('dealers')!;
    process.kill(pid, 'SIGKILL');
    await waitFor(() => (stack.pidOf('dealers') ?? pid) !== pid, { timeoutMs: 30_000 });
  });
});

describe('startStack when a service fails at start-up', () => {
  it('when a service exits, then the error names it with its log and nothing is left running', async () => {
    const root = await fakeRepo();
    const ports = Object.fromEntries(
      await Promise.all(STACK_PROCESS_NAMES.map(async (name) => [name, await freePort()] as const)),
    );
    try {
      const failure = await startStack({
        infra,
        root,
        ports,
        serveWeb: false,
        logDir: join(root, 'logs'),
        env: { FAKE_CRASH: 'listings' },
      }).catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(StackStartError);
      const message = (failure as Error).message;
      expect(message).toContain('listings exited');
      expect(message).toContain('fake start-up failure: cannot reach the database');
      expect(message).toContain(join(root, 'logs', 'listings.log'));
      for (const port of Object.values(ports)) expect(await isListening(port)).toBe(false);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
