import { join } from 'node:path';
import { adminSignInLine } from './admin-sign-in-line';
import { loadDevSecrets } from './dev-secrets';
import { infraFromEnv, partialInfraEnv } from './env-infra';
import { dataDir as configuredDataDir } from './paths';
import { provision } from './provision';
import { downLocalServers, restartLocalServer, upLocalServers } from './persistent-servers';
import { logTail } from './servers/spawn-logged';
import {
  DEFAULT_STACK_PORTS,
  STACK_PROCESS_NAMES,
  type StackProcessName,
} from './stack/stack-processes';
import { seedDemoOwners } from './stack/seed-demo-owners';
import { startStack, StackStartError, type StackInfra } from './stack/start-stack';
import { superviseServers } from './supervise/supervise-servers';
import { ensureWebBuilt } from './web-build';

/** Demo sign-in for a local run only; a real deployment sets ADMIN_EMAIL / ADMIN_PASSWORD. */
const DEMO_ADMIN_EMAIL = 'admin@ghar.local';
const DEMO_ADMIN_PASSWORD = 'Ghar@Demo2025!';

const log = (line: string) => console.error(`[start] ${line}`);

/** A crash loop's message, with the end of the log it names; the rest of the product runs on. */
const reportGiveUp = (message: string, logFile: string) =>
  log(`${message}\nLast lines of ${logFile}:\n${logTail(logFile, 20)}`);

/** Ports of docs/architecture.md, each overridable as <NAME>_PORT (GATEWAY_PORT, AUTH_PORT, …). */
function stackPorts(): Record<StackProcessName, number> {
  const ports = { ...DEFAULT_STACK_PORTS };
  for (const name of STACK_PROCESS_NAMES) {
    const raw = process.env[`${name.toUpperCase()}_PORT`];
    if (raw) ports[name] = Number(raw);
  }
  return ports;
}

/**
 * `npm start`: the whole product on http://localhost:8080 against the given servers, or against
 * local ones it provisions and starts. Ctrl-C stops everything this run started.
 */
async function main(): Promise<void> {
  const dataDir = configuredDataDir();
  const shutdown = new AbortController();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!shutdown.signal.aborted) log('Stopping…');
      shutdown.abort();
    });
  }
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    // Listings draws text on its preview cards: a font must be on the machine.
    await provision(['fonts'], log);
    let infra = infraFromEnv();
    if (!infra) {
      const partial = partialInfraEnv();
      if (partial.length > 0) {
        log(
          `Only ${partial.join(', ')} set: using local servers (set MONGO_URL, KAFKA_BROKERS and REDIS_URL together).`,
        );
      }
      const { urls, started, handles, ports } = await upLocalServers({ dataDir, log });
      if (started.length > 0) {
        cleanups.push(() => downLocalServers({ dataDir, only: started }));
        // Servers already running (`npm run infra -- up`) are not this run's to restart.
        const supervision = superviseServers({
          handles,
          restart: (name) => restartLocalServer({ dataDir, name, ports }),
          log,
          onGiveUp: (name) =>
            reportGiveUp(`${name} is not restarted any more`, join(dataDir, 'logs', `${name}.log`)),
        });
        shutdown.signal.addEventListener('abort', () => supervision.close(), { once: true });
      }
      infra = {
        mongoUrl: urls.mongo,
        kafkaBrokers: urls.kafka,
        redisUrl: urls.redis,
      } satisfies StackInfra;
    }
    if (shutdown.signal.aborted) return;
    await ensureWebBuilt(log);
    if (shutdown.signal.aborted) return;

    const secrets = await loadDevSecrets(join(dataDir, 'secrets.json'));
    const adminEmail = process.env.ADMIN_EMAIL || DEMO_ADMIN_EMAIL;
    const adminPassword = process.env.ADMIN_PASSWORD || DEMO_ADMIN_PASSWORD;
    const logDir = join(dataDir, 'logs');
    log(`Starting the services (logs in ${logDir})…`);
    const stack = await startStack({
      infra,
      ports: stackPorts(),
      serveWeb: true,
      logDir,
      signal: shutdown.signal,
      env: {
        NODE_ENV: process.env.NODE_ENV || 'production',
        LOG_LEVEL: process.env.LOG_LEVEL || 'info',
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
        // An empty listings database gets a sample market, listed under the demo owners below.
        SEED_SAMPLE_LISTINGS: process.env.SEED_SAMPLE_LISTINGS ?? 'true',
        ...secrets,
      },
      // A process that dies by itself is started again; a crash loop is reported and left down.
      supervise: {
        log,
        onGiveUp: (name) =>
          reportGiveUp(`${name} is not restarted any more`, join(logDir, `${name}.log`)),
      },
    });
    cleanups.push(() => stack.stop());
    await seedDemoOwners({ gatewayUrl: stack.baseUrl, adminEmail, adminPassword, log });

    console.log(`\nGhar is running at http://localhost:${stack.ports.gateway}`);
    console.log(adminSignInLine(adminEmail, DEMO_ADMIN_PASSWORD, process.env.ADMIN_PASSWORD));
    console.log('Press Ctrl-C to stop.\n');
    // Keeps the process alive even if every child has crashed, so Ctrl-C still cleans up.
    const keepAlive = setInterval(() => undefined, 60_000);
    if (!shutdown.signal.aborted) {
      await new Promise((resolve) =>
        shutdown.signal.addEventListener('abort', resolve, { once: true }),
      );
    }
    clearInterval(keepAlive);
  } catch (error) {
    if (shutdown.signal.aborted && error instanceof StackStartError) return;
    throw error;
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => log(`while stopping: ${String(error)}`));
    }
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
