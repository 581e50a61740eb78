import { describe, expect, it } from 'vitest';
import { planTests, stepBatches, UsageError } from './test-plan';

describe('planTests', () => {
  it('when no arguments are given, then every step runs in order, the fault run included, and everything is provisioned', () => {
    const plan = planTests([]);
    expect(plan.steps.map((step) => step.name)).toEqual([
      'lint',
      'typecheck',
      'lint:compose',
      'unit',
      'web-component',
      'component',
      'system',
      'e2e',
      'faults',
      'budget:bundle',
    ]);
    expect(plan.components).toEqual(['ferretdb', 'kafka', 'redis', 'fonts', 'chromium']);
  });

  it('when --only names steps out of order, then they run in the usual order', () => {
    const plan = planTests(['--only', 'component,unit']);
    expect(plan.steps).toEqual([
      {
        name: 'unit',
        vitestProject: 'unit',
        needsServers: false,
        needsWeb: false,
        sharesModules: true,
      },
      {
        name: 'component',
        vitestProject: 'component',
        needsServers: true,
        needsWeb: false,
        sharesModules: true,
      },
    ]);
    expect(plan.components).toEqual(['ferretdb', 'kafka', 'redis', 'fonts']);
  });

  it('when only unit and lint run, then nothing is provisioned and no step needs servers', () => {
    const plan = planTests(['--only=unit,lint']);
    expect(plan.components).toEqual([]);
    expect(plan.steps.some((step) => step.needsServers || step.needsWeb)).toBe(false);
  });

  it('when system runs, then it needs servers and the web build', () => {
    const [system] = planTests(['--only', 'system']).steps;
    expect(system).toMatchObject({ needsServers: true, needsWeb: true });
  });

  it('when faults runs, then it is a vitest project that needs the servers (Kafka for its own broker) and no web build', () => {
    const plan = planTests(['--only', 'faults']);
    expect(plan.steps).toEqual([
      { name: 'faults', vitestProject: 'faults', needsServers: true, needsWeb: false },
    ]);
    expect(plan.components).toEqual(['ferretdb', 'kafka', 'redis', 'fonts']);
  });

  it('when e2e runs, then it runs as two shards (each with a stack of its own) and the other levels as one', () => {
    const plan = planTests([]);
    expect(plan.steps.find((step) => step.name === 'e2e')).toMatchObject({ shards: 2 });
    expect(plan.steps.filter((step) => step.shards !== undefined).map((step) => step.name)).toEqual(
      ['e2e'],
    );
  });

  it('when a step name is unknown, then a usage error lists the valid names', () => {
    expect(() => planTests(['--only', 'units'])).toThrow(UsageError);
    expect(() => planTests(['--only', 'units'])).toThrow(/choose from lint, typecheck/);
  });

  it('when an unknown flag is given, then a usage error says so', () => {
    expect(() => planTests(['--watch'])).toThrow(/Unknown argument "--watch"/);
  });
});

describe('stepBatches', () => {
  const names = (batches: ReturnType<typeof stepBatches>) =>
    batches.map((batch) => batch.map((step) => step.name));

  it('when every step runs, then lint, typecheck and lint:compose run side by side and each level alone, in order', () => {
    expect(names(stepBatches(planTests([]).steps))).toEqual([
      ['lint', 'typecheck', 'lint:compose'],
      ['unit'],
      ['web-component'],
      ['component'],
      ['system'],
      ['e2e'],
      ['faults'],
      ['budget:bundle'],
    ]);
  });

  it('when the checks are not next to each other, then none joins a vitest level or the bundle budget', () => {
    expect(names(stepBatches(planTests(['--only', 'typecheck,unit,budget:bundle']).steps))).toEqual(
      [['typecheck'], ['unit'], ['budget:bundle']],
    );
  });
});
