import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// One runner, four levels. Each level is a project so `npm test` can run them in order
// and a developer can run one alone (`npm run test:unit`).
export default defineConfig({
  test: {
    // Two files at once even on two cores (vitest's default there is one): component files mostly
    // wait on Kafka group joins and the servers, so that level takes ~4 min, not ~7. The system
    // and e2e levels run in one fork each (singleFork), whatever this says; npm test runs e2e as
    // two such processes (shards, test-plan.ts), each with its own stack.
    maxWorkers: 2,
    minWorkers: 1,
    projects: [
      {
        // The web's one alias (web/vite.config.ts, web/tsconfig.json): `@/lib/cn` is web/src/lib/cn.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          // Pure rules keep no state between files, so a worker reuses the modules it loaded
          // (`--no-isolate`, given by npm test and npm run test:unit: vitest 3.2 ignores a
          // project's own `isolate`): 81 → 16 s. Checked with the files shuffled:
          // npx vitest run --project unit --no-isolate --sequence.shuffle.files
          exclude: [...configDefaults.exclude, 'web/src/**/*.component.test.tsx'],
          include: [
            'packages/*/src/**/*.test.ts',
            'services/*/src/**/*.test.ts',
            'gateway/src/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            // The system tests' own helpers (request generators, access rules) need no stack.
            'tests/system/support/**/*.test.ts',
            // The benchmarks' pure parts (percentiles, stop rules, CPU arithmetic).
            'bench/**/*.test.ts',
            // The lint config's own test (the import directions it enforces).
            'tests/lint/**/*.test.ts',
          ],
        },
      },
      {
        // The web's forms and displays rendered with Testing Library in happy-dom: their rules as
        // a user meets them (issue 25 item 6), without a server or a browser.
        resolve: { alias: { '@': fileURLToPath(new URL('./web/src', import.meta.url)) } },
        test: {
          name: 'web-component',
          include: ['web/src/**/*.component.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/component-setup.ts'],
        },
      },
      {
        // Each service's HTTP and event behaviour against real Kafka, MongoDB-compatible and Redis.
        test: {
          name: 'component',
          // A worker runs its files one after another in one module graph (`--no-isolate`, given
          // by npm test and npm run test:component; each file still starts and stops its own
          // services, namespaces and databases): 347 → 185 s, the files no longer importing
          // mongoose, kafkajs and the services again one by one. No file mocks a module or changes
          // env (both would leak into the next file; eslint refuses them here).
          include: [
            'packages/*/test/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'gateway/test/**/*.test.ts',
          ],
          globalSetup: ['packages/testing/src/global-setup-infra.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The whole stack through the gateway.
        test: {
          name: 'system',
          include: ['tests/system/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/system/support/**'],
          globalSetup: ['packages/testing/src/global-setup-stack.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // One process for the whole level: these tests share one running stack.
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        // Browser journeys: Playwright (playwright-core) driving Debian's chromium.
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.test.ts'],
          // expect.poll waits for a page's state; its default second is too short when two
          // shards (npm test runs e2e as two, each with its own stack) share two cores.
          expect: { poll: { timeout: 20_000 } },
          globalSetup: ['packages/testing/src/global-setup-stack.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // One process for the whole level: these tests share one running stack.
          poolOptions: { forks: { singleFork: true } },
        },
      },
      {
        // Issue 14: bookings through a stack of its own (and its own Kafka broker, which it kills)
        // while services die; FAULTS_BOOKINGS sizes it (150 by npm test -- --only faults, 1,000 by npm run test:faults).
        test: {
          name: 'faults',
          include: ['tests/faults/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'tests/faults/support/**'],
          testTimeout: 4 * 3_600_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
