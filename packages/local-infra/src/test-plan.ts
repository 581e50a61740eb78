import type { Component } from './provision';

export const STEP_NAMES = [
  'lint',
  'typecheck',
  'lint:compose',
  'unit',
  // The web's forms and displays in happy-dom with Testing Library (issue 25 item 6).
  'web-component',
  'component',
  'system',
  'e2e',
  // Issue 14: bookings while the broker (its own), the database server and the services are
  // killed, events come twice; every effect must land exactly once. The default run is its small
  // size (issue 25: 30 bookings, 1 broker, 2 service and 1 database kill); npm run test:faults the
  // full one.
  'faults',
  // The first pages' JavaScript budget (issue 9: ≤ 170 KB gzip), a size check, not a timing: a
  // change that pulls a library into every first page fails here instead of in a later benchmark.
  'budget:bundle',
] as const;
export type StepName = (typeof STEP_NAMES)[number];

/** Steps that run vitest projects; the others are npm scripts of the same name. */
const VITEST_PROJECTS: ReadonlySet<StepName> = new Set([
  'unit',
  'web-component',
  'component',
  'system',
  'e2e',
  'faults',
]);
const NEEDS_SERVERS: ReadonlySet<StepName> = new Set(['component', 'system', 'e2e', 'faults']);
const NEEDS_WEB: ReadonlySet<StepName> = new Set(['system', 'e2e', 'budget:bundle']);
/**
 * Levels run as that many vitest processes at once, each over its share of the files and with a
 * whole stack of its own (its own databases, topics and ports), so files that change the
 * stack's global state (the listing fee, the settings) never meet a file of the other share.
 * Issue 25: the browser level spent ~16 of the CI's 34 minutes in one fork, mostly waiting on
 * the browser and the services, not on the CPU.
 */
const SHARDS: Partial<Record<StepName, number>> = { e2e: 2 };
/**
 * Levels whose files share one module graph per worker (`--no-isolate`): a file imports mongoose,
 * kafkajs, zod and the services once per worker instead of once per file. Measured: unit 81 → 16 s,
 * component 347 → 185 s. Their files keep no state between them (eslint bans module mocks and env
 * stubs there; tests/lint/shared-modules.test.ts). Passed on the command line because vitest 3.2
 * applies a project's own `isolate` only when it is the only project of the config.
 */
const SHARED_MODULES: ReadonlySet<StepName> = new Set(['unit', 'component']);
export interface Step {
  name: StepName;
  /** The vitest project it runs, or undefined for an npm script. */
  vitestProject?: string;
  /** MongoDB-compatible, Kafka and Redis servers must be running. */
  needsServers: boolean;
  /** web/dist must be built (the gateway serves it). */
  needsWeb: boolean;
  /** Run as this many vitest processes at once (`--shard i/n`), each with its own stack. */
  shards?: number;
  /** Files share their worker's modules (vitest `--no-isolate`). */
  sharesModules?: true;
}

export interface TestPlan {
  steps: Step[];
  /** What to provision before the first step, so a missing prerequisite is reported at once. */
  components: Component[];
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/** `npm test -- --only unit,component` (or `--only=unit`) runs a subset, in the usual order. */
export function planTests(args: string[]): TestPlan {
  let only: string[] | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--only') {
      only = splitList(args[++i]);
    } else if (arg.startsWith('--only=')) {
      only = splitList(arg.slice('--only='.length));
    } else {
      throw new UsageError(
        `Unknown argument "${arg}". Usage: npm test [-- --only ${STEP_NAMES.join(',')}]`,
      );
    }
  }
  const unknown = (only ?? []).filter((name) => !(STEP_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0 || (only && only.length === 0)) {
    throw new UsageError(
      `Unknown step ${unknown.map((n) => `"${n}"`).join(', ') || '(none given)'}; choose from ${STEP_NAMES.join(', ')}.`,
    );
  }
  const names = STEP_NAMES.filter((name) => !only || only.includes(name));
  const steps = names.map((name): Step => ({
    name,
    ...(VITEST_PROJECTS.has(name) ? { vitestProject: name } : {}),
    needsServers: NEEDS_SERVERS.has(name),
    needsWeb: NEEDS_WEB.has(name),
    ...(SHARDS[name] ? { shards: SHARDS[name] } : {}),
    ...(SHARED_MODULES.has(name) ? { sharesModules: true as const } : {}),
  }));
  // The stack's listings service needs a font for its preview cards (provision/apt.ts).
  const components: Component[] = steps.some((step) => step.needsServers)
    ? ['ferretdb', 'kafka', 'redis', 'fonts']
    : [];
  if (names.includes('e2e')) components.push('chromium');
  return { steps, components };
}

function splitList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The steps in the order they run, consecutive checks that need no servers, web build or vitest
 * (lint, typecheck, lint:compose) side by side: each uses one core, and on a fresh clone lint and
 * typecheck took a minute each, one after the other, on a 2-core machine.
 */
export function stepBatches(steps: Step[]): Step[][] {
  const batches: Step[][] = [];
  const standalone = (step: Step) => !step.vitestProject && !step.needsServers && !step.needsWeb;
  for (const step of steps) {
    const last = batches.at(-1);
    if (last && standalone(step) && last.every(standalone)) last.push(step);
    else batches.push([step]);
  }
  return batches;
}
