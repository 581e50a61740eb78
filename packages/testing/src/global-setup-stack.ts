import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureWebBuilt, infraToEnv, provision, startStack } from '@ghar/local-infra';
import { setEnv } from './env-scope';
import { MESSAGING_FAKE_ENV, startFakeMessaging } from './fake-messaging';
import { startFakeTileServer, TILE_SERVER_ENV } from './fake-tile-server';
import { startStackControl, STACK_CONTROL_ENV } from './stack-control';
import { BROWSER_WS_ENV, chromiumLaunchOptions } from './chromium';
import { chromium, type BrowserServer } from 'playwright-core';
import { startQueryAudit } from './query-audit/start-query-audit';
import { getTestInfra } from './test-infra';
import './provided-context';

/**
 * System and e2e tests: the whole stack (five services + gateway serving the built SPA) on free
 * ports, against the test infra, with its own topic namespace and database suffix so it never
 * shares data with another run. Tests reach it through GHAR_BASE_URL / inject('baseUrl').
 */
export default async function setup(project: TestProject) {
  const infra = await getTestInfra();
  const stopInfra = () => infra.stop();
  try {
    await ensureWebBuilt();
    // Browser journeys drive Debian's chromium; installed here too for runs outside `npm test`.
    if (project.name === 'e2e') await provision(['chromium']);
    const runId = randomBytes(4).toString('hex');
    // The system level's services record their queries for the audit (started before the stack,
    // whose processes inherit the folder through env); the browser level is not audited.
    const finishQueryAudit =
      project.name === 'system' ? await startQueryAudit('system') : async () => {};
    const admin = { email: `admin-${runId}@ghar.test`, password: `Ghar@${runId}Test1` };
    const dbSuffix = `_t${runId}`;
    // Logs stay after the run for post-mortems; uploads are removed with the stack.
    const runDir = await mkdtemp(join(tmpdir(), `ghar-stack-${runId}-`));
    const logDir = join(runDir, 'logs');
    // Laid out as `npm start`'s `.data/uploads`: a path through a dot-folder is what broke
    // every uploaded file there, and a temp folder without one hid it from the tests.
    const uploadsDir = join(runDir, '.data', 'uploads');
    // Maps draw tiles from a local fake: nothing in a test reaches OpenStreetMap.
    const tiles = await startFakeTileServer();
    // Users' notices leave by WhatsApp and SMS to local fakes the tests read (issue 27 item 3).
    const messaging = await startFakeMessaging();
    console.error(`[test-stack] Starting the stack (logs in ${logDir})…`);
    const stack = await startStack({
      infra,
      serveWeb: true,
      dbSuffix,
      eventsNamespace: `t${runId}`,
      logDir,
      env: {
        NODE_ENV: 'test',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        UPLOADS_DIR: uploadsDir,
        // Every test of a level comes from 127.0.0.1, so the per-IP login ceiling (100 failures a
        // minute) and sign-up limit (10 per 10 minutes) would refuse the suite as it grows. The
        // limits themselves are proven in services/auth/test/ (login, signup).
        LOGIN_MAX_FAILURES_PER_IP: '10000',
        SIGNUP_MAX_PER_IP: '10000',
        MAP_TILE_URL: tiles.tileUrl,
        // The sitemap's contents follow the listings; its 30 s cache is the gateway's own test's.
        SITEMAP_CACHE_MS: '1000',
        ...messaging.env,
      },
      // As under `npm start`: a process that dies by itself is started again (and said so), which
      // tests/system/supervision.test.ts proves by killing one.
      supervise: { log: (line) => console.error(`[test-stack] ${line}`) },
    });
    const control = await startStackControl(stack).catch(async (error: unknown) => {
      await stack.stop();
      await tiles.close();
      await messaging.close();
      throw error;
    });
    // One chromium for the level's files (BROWSER_WS_ENV), not one per file.
    let browserServer: BrowserServer | undefined;
    if (project.name === 'e2e') {
      browserServer = await chromium.launchServer(chromiumLaunchOptions()).catch(async (error) => {
        await control.close();
        await stack.stop();
        await tiles.close();
        await messaging.close();
        throw error;
      });
    }

    // Workers inherit process.env; inject() gives the same values to code that prefers it.
    const restoreEnv = setEnv({
      ...infraToEnv(infra),
      GHAR_BASE_URL: stack.baseUrl,
      [STACK_CONTROL_ENV]: control.url,
      [TILE_SERVER_ENV]: tiles.url,
      [MESSAGING_FAKE_ENV]: messaging.url,
      GHAR_ADMIN_EMAIL: admin.email,
      GHAR_ADMIN_PASSWORD: admin.password,
      ...(browserServer ? { [BROWSER_WS_ENV]: browserServer.wsEndpoint() } : {}),
    });
    project.provide('mongoUrl', infra.mongoUrl);
    project.provide('kafkaBrokers', infra.kafkaBrokers);
    project.provide('redisUrl', infra.redisUrl);
    project.provide('baseUrl', stack.baseUrl);
    project.provide('stackControlUrl', control.url);
    project.provide('admin', admin);
    project.provide('stackEnv', stack.env);
    project.provide('dbSuffix', dbSuffix);

    return async () => {
      restoreEnv();
      await browserServer?.close();
      await control.close();
      await stack.stop();
      await tiles.close();
      await messaging.close();
      await rm(uploadsDir, { recursive: true, force: true });
      await stopInfra();
      await finishQueryAudit();
    };
  } catch (error) {
    await stopInfra();
    throw error;
  }
}
