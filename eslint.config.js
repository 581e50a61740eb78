import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-ssr/**', '.data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    // Tests read loosely typed JSON bodies; their assertions pin the shape.
    files: ['**/*.test.ts', '**/test/**/*.ts', 'tests/**/*.ts', 'web/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The component level runs a worker's files in one module graph (vitest --no-isolate, which
    // npm test passes: isolate false): a mocked module, a stubbed global or env would leak into the files after it.
    files: ['services/*/test/**/*.ts', 'packages/*/test/**/*.ts', 'gateway/test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal'].map((property) => ({
          object: 'vi',
          property,
          message:
            "Component test files share their worker's modules (isolate: false): start what the test needs instead of mocking or stubbing.",
        })),
      ],
    },
  },
  ...importDirections(),
);

/**
 * Which way imports may point (issue 25 item 2). `no-restricted-imports` keeps one option set per
 * file, the last block that matches it, so each block below repeats every rule its files obey.
 * The rules read the import's text: relative paths are caught by the folder names they pass
 * through (`../../data-access/x`), which are unique in this repository.
 */
function importDirections() {
  const folders = (path) =>
    readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map(({ name }) => name);
  const services = folders('./services');
  const block = (files, ...patterns) => ({
    files,
    ignores: ['**/*.d.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: patterns.flat() }] },
  });

  // Services and the gateway talk over HTTP and Kafka only.
  const notOtherServices = (own) => {
    const others = [...services.filter((name) => name !== own), 'gateway'].join('|');
    return [
      {
        regex: `^(\\.\\./)+(${others})(/|$)|(^|/)services/(${others})(/|$)|^@ghar/(${others})(-service)?$`,
        message: `Services never import each other or the gateway (${own} → another): use the API or an event.`,
      },
    ];
  };
  const notServices = [
    {
      regex: `(^|/)services/|^@ghar/(${services.join('|')})-service$`,
      message: 'The gateway never imports a service: it forwards to its API.',
    },
  ];
  // Inside a service: entry-points → domain → ports; data-access is handed over by the wiring
  // (app.ts, build-service.ts, main.ts, context.ts), which alone imports it.
  const dataAccess = {
    regex: '(^|/)data-access(/|$)',
    message: 'Only the wiring imports data-access: ask for a port (domain/ports.ts).',
  };
  const entryPoints = {
    regex: '(^|/)entry-points(/|$)',
    message: 'Nothing imports an entry-point: it is the outermost layer.',
  };
  const wiring = {
    regex: '^(\\.\\./)+(app|main|build-service|context|startup)$',
    message:
      'Only entry-points and the wiring import the wiring; domain code gets its ports as arguments.',
  };
  const layers = services.flatMap((name) => {
    const src = `services/${name}/src`;
    const own = notOtherServices(name);
    return [
      block([`services/${name}/**/*.ts`], own),
      block([`${src}/entry-points/**/*.ts`], own, dataAccess),
      block(
        [`${src}/domain/**/*.ts`, `${src}/settings/**/*.ts`],
        own,
        dataAccess,
        entryPoints,
        wiring,
      ),
      block([`${src}/data-access/**/*.ts`], own, entryPoints, wiring),
    ];
  });

  // Benchmarks and whole-stack tests use a service through its public entry (src/index.ts).
  const publicEntries = [
    {
      regex: '(^|/)services/[^/]+/(?!src/index$)',
      message:
        'Tooling uses a service through its public entry (services/<name>/src/index.ts), never its internals.',
    },
  ];

  // The web: app → features → shared (components, hooks, lib, config, locales); features never
  // import each other, they meet in app/routes (web/README.md).
  const alias = { group: ['../../*'], message: "Use the '@/' alias for deep imports." };
  const notApp = {
    regex: '^(@/|(\\.\\./)+)app(/|$)',
    message: 'Only main.tsx and entry-server.tsx import app/.',
  };
  const notFeatures = {
    regex: '^(@/|(\\.\\./)+)features(/|$)',
    message: 'Shared code (components, hooks, lib, config, locales) never imports a feature.',
  };
  const features = folders('./web/src/features').map((name) =>
    block([`web/src/features/${name}/**/*.{ts,tsx}`], alias, notApp, {
      group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`],
      message: `Features never import each other (${name} → another feature): share through components/, lib/ or app/routes.`,
    }),
  );
  const shared = ['components', 'hooks', 'lib', 'config', 'locales'].map(
    (zone) => `web/src/${zone}/**/*.{ts,tsx}`,
  );

  return [
    ...layers,
    block(['gateway/**/*.ts'], notServices),
    block(['bench/**/*.ts', 'tests/**/*.ts', 'packages/**/*.ts'], publicEntries),
    block(['web/src/**/*.{ts,tsx}'], alias),
    block(shared, alias, notApp, notFeatures),
    // The one allowed exception: this test checks the web's hand mirrors of the API shapes against
    // the features' fetchers; issue 25 item 1 deletes the mirrors and it with them.
    block(['web/src/lib/response-shapes.test.ts'], alias, notApp),
    ...features,
  ];
}
