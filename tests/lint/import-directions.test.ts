import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import directions eslint.config.js enforces (issue 25 item 2), checked on small in-memory
 * files: each rule reports a deliberate violation and lets the legal import through. A rule that
 * stops matching (a renamed folder, a block that overrides another) fails here, not silently.
 */
const eslint = new ESLint({
  cwd: fileURLToPath(new URL('../..', import.meta.url)),
  overrideConfigFile: 'eslint.config.js',
});

async function restrictedImports(filePath: string, from: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { x } from '${from}';\nexport const y = x;\n`, {
    filePath,
  });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// [what, file, import, the message's words]
const violations: Array<[string, string, string, string]> = [
  [
    'a service imports another service',
    'services/bookings/src/domain/x.ts',
    '../../../listings/src/domain/property',
    'Services never import each other',
  ],
  [
    'a service imports another through its package',
    'services/dealers/src/app.ts',
    '@ghar/auth-service',
    'Services never import each other',
  ],
  [
    'a service imports the gateway',
    'services/auth/src/app.ts',
    '../../../gateway/src/app',
    'Services never import each other or the gateway',
  ],
  [
    'the gateway imports a service',
    'gateway/src/admin/x.ts',
    '../../../services/auth/src/domain/user',
    'The gateway never imports a service',
  ],
  [
    'an entry-point imports data-access',
    'services/bookings/src/entry-points/http/x.routes.ts',
    '../../data-access/proof-store',
    'Only the wiring imports data-access',
  ],
  [
    'a domain file imports data-access',
    'services/listings/src/domain/search/x.ts',
    '../../data-access/property-model',
    'Only the wiring imports data-access',
  ],
  [
    'a domain file imports an entry-point',
    'services/auth/src/domain/x.ts',
    '../entry-points/http/http-helpers',
    'Nothing imports an entry-point',
  ],
  [
    'a domain file imports the wiring',
    'services/notifications/src/domain/x.ts',
    '../build-service',
    'Only entry-points and the wiring import the wiring',
  ],
  [
    'data-access imports an entry-point',
    'services/dealers/src/data-access/x.ts',
    '../entry-points/http/request-context',
    'Nothing imports an entry-point',
  ],
  [
    'a benchmark reaches into a service',
    'bench/load/x.ts',
    '../../services/listings/src/data-access/sample-photos',
    'Tooling uses a service through its public entry',
  ],
  [
    'a whole-stack test reaches into a service',
    'tests/system/x.test.ts',
    '../../services/bookings/src/entry-points/jobs/expiry-sweep.job',
    'Tooling uses a service through its public entry',
  ],
  [
    'the test harness reaches into a service',
    'packages/testing/src/x.ts',
    '../../../services/auth/src/config',
    'Tooling uses a service through its public entry',
  ],
  [
    'shared web code imports a feature',
    'web/src/lib/x.ts',
    '@/features/properties/api/get-property',
    'Shared code',
  ],
  [
    'a shared component imports app/',
    'web/src/components/x.tsx',
    '@/app/router',
    'Only main.tsx and entry-server.tsx import app/',
  ],
  [
    'a feature imports another feature',
    'web/src/features/home/components/x.tsx',
    '@/features/properties/components/property-card',
    'Features never import each other',
  ],
  [
    'a feature imports app/',
    'web/src/features/home/components/x.tsx',
    '@/app/ssr/state',
    'Only main.tsx and entry-server.tsx import app/',
  ],
  [
    'a deep relative import in the web',
    'web/src/features/home/components/x.tsx',
    '../../shortlist/api/x',
    "Use the '@/' alias",
  ],
];

// [what, file, import]
const legal: Array<[string, string, string]> = [
  ['a service imports its own domain', 'services/bookings/src/domain/x.ts', './booking'],
  ['a domain file imports the ports', 'services/listings/src/domain/search/x.ts', '../ports'],
  [
    'an entry-point imports the domain',
    'services/auth/src/entry-points/http/x.ts',
    '../../domain/ports',
  ],
  [
    'the wiring imports data-access',
    'services/bookings/src/context.ts',
    './data-access/booking-model',
  ],
  ['data-access implements a port', 'services/dealers/src/data-access/x.ts', '../domain/ports'],
  ['a service imports a shared package', 'services/dealers/src/domain/x.ts', '@ghar/platform'],
  ['the gateway imports a shared package', 'gateway/src/admin/x.ts', '@ghar/contracts'],
  ['a benchmark uses a public entry', 'bench/load/x.ts', '../../services/listings/src/index'],
  [
    'a whole-stack test uses a public entry',
    'tests/system/x.test.ts',
    '../../services/bookings/src/index',
  ],
  ['a feature imports shared code', 'web/src/features/home/components/x.tsx', '@/lib/cn'],
  [
    'a feature imports its own files',
    'web/src/features/home/components/x.tsx',
    '@/features/home/api/x',
  ],
  [
    'app/ imports a feature',
    'web/src/app/routes/x.tsx',
    '@/features/properties/components/property-card',
  ],
  ['shared code imports shared code', 'web/src/components/x.tsx', '@/hooks/x'],
];

describe('the import directions (eslint.config.js)', () => {
  // The first lint loads the config, its plugins and the TypeScript parser: seconds on a busy host.
  beforeAll(() => restrictedImports('services/auth/src/app.ts', './config'), 60_000);

  it.each(violations)('reports %s', async (_what, file, from, words) => {
    const messages = await restrictedImports(file, from);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(words);
  });

  it.each(legal)('allows %s', async (_what, file, from) => {
    expect(await restrictedImports(file, from)).toEqual([]);
  });
});
