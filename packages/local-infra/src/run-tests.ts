import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { infraFromEnv, infraToEnv } from './env-infra';
import { startLocalServers, type LocalServers } from './local-servers';
import { repoRoot } from './paths';
import { provision } from './provision';
import { planTests, stepBatches, UsageError, type Step } from './test-plan';
import {
  countResults,
  seconds,
  slowestFiles,
  summaryLine,
  type TestCounts,
} from './vitest-summary';
import { ensureWebBuilt } from './web-build';

const log = (line: string) => console.error(`[test] ${line}`);
const VITEST = join(repoRoot, 'node_modules', 'vitest', 'vitest.mjs');

/** The steps' processes now running (a sharded level runs several at once). */
const running = new Set<ChildProcess>();
let interrupted = false;

/**
 * Runs a step in its own process group, so that on Ctrl-C or SIGTERM the whole group (vitest and
 * any stack it started) is told to stop, not just the first process.
 */
function runStep(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    running.add(child);
    child.on('error', (error) => {
      running.delete(child);
      log(`${command} could not start: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => {
      running.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

function stopRunningSteps(): void {
  for (const child of running) stopGroup(child);
}

function stopGroup(child: ChildProcess): void {
  if (!child.pid) return;
  const group = -child.pid;
  const send = (signal: NodeJS.Signals) => {
    try {
      process.kill(group, signal);
    } catch {
      // the group is already gone
    }
  };
  send('SIGTERM');
  setTimeout(() => send('SIGKILL'), 20_000).unref();
}

async function runVitest(step: Step, env: NodeJS.ProcessEnv, reportDir: string) {
  const shards = step.shards ?? 1;
  const runs = await Promise.all(
    Array.from({ length: shards }, (_, index) =>
      runVitestProcess(step, env, reportDir, shards > 1 ? `${index + 1}/${shards}` : undefined),
    ),
  );
  const reported = runs.map((run) => run.counts);
  return {
    code: runs.find((run) => run.code !== 0)?.code ?? 0,
    counts: reported.every((counts) => counts !== undefined)
      ? reported.reduce<TestCounts>(
          (sum, counts) => ({
            passed: sum.passed + counts!.passed,
            failed: sum.failed + counts!.failed,
          }),
          { passed: 0, failed: 0 },
        )
      : undefined,
  };
}

/** One vitest process over the step's project, or over one shard of its files. */
async function runVitestProcess(
  step: Step,
  env: NodeJS.ProcessEnv,
  reportDir: string,
  shard: string | undefined,
) {
  const reportFile = join(
    reportDir,
    `${step.name}${shard ? `-${shard.replace('/', 'of')}` : ''}.json`,
  );
  const code = await runStep(
    process.execPath,
    [
      VITEST,
      'run',
      '--project',
      step.vitestProject!,
      ...(shard ? [`--shard=${shard}`] : []),
      ...(step.sharesModules ? ['--no-isolate'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
      '--passWithNoTests',
    ],
    env,
  );
  const report = await readFile(reportFile, 'utf8').then(
    (text) => JSON.parse(text) as Parameters<typeof countResults>[0],
    () => undefined,
  );
  if (report) {
    const slowest = slowestFiles(report, repoRoot);
    if (slowest.length > 0) {
      log(`${step.name}${shard ? ` ${shard}` : ''} slowest files: ${slowest.join(' · ')}`);
    }
  }
  return { code, counts: report && countResults(report) };
}

async function main(args: string[]): Promise<number> {
  const plan = planTests(args);
  const totals: TestCounts = { passed: 0, failed: 0 };
  const env: NodeJS.ProcessEnv = { ...process.env };
  const givenInfra = infraFromEnv();
  if (givenInfra) log('Using the servers named by MONGO_URL, KAFKA_BROKERS and REDIS_URL.');
  const components = givenInfra
    ? plan.components.filter((component) => component === 'chromium' || component === 'fonts')
    : plan.components;
  if (components.length > 0) await provision(components, log);

  const reportDir = await mkdtemp(join(tmpdir(), 'ghar-test-report-'));
  let servers: LocalServers | undefined;
  let serverDir: string | undefined;
  let webBuilt = false;
  /** Servers and the web build are made when the first step needs them, so lint fails fast. */
  const prepare = async (step: Step) => {
    if (step.needsServers && !givenInfra && !servers) {
      serverDir = await mkdtemp(join(tmpdir(), 'ghar-test-servers-'));
      log(`Starting local servers for this run (data and logs in ${serverDir})…`);
      servers = await startLocalServers({ dataDir: serverDir, persistent: false, log });
      Object.assign(env, infraToEnv(servers));
    }
    if (step.needsWeb && !webBuilt) {
      await ensureWebBuilt(log);
      webBuilt = true;
    }
  };

  let failedStep: string | undefined;
  /** Each step's wall time, printed at the end: where a CI run's minutes went. */
  const times: string[] = [];
  const runStarted = performance.now();
  /** Runs one step; what failed, or undefined. */
  const runOneStep = async (step: Step): Promise<string | undefined> => {
    log(`── ${step.name}`);
    const stepStarted = performance.now();
    let failed: string | undefined;
    try {
      await prepare(step);
    } catch (error) {
      failed = `${step.name}, while preparing: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (!failed && !interrupted) {
      if (!step.vitestProject) {
        const code = await runStep('npm', ['run', step.name], env);
        if (code !== 0) failed = `${step.name} (exit ${code})`;
      } else {
        const { code, counts } = await runVitest(step, env, reportDir);
        totals.passed += counts?.passed ?? 0;
        totals.failed += counts?.failed ?? 0;
        if (code !== 0) {
          failed = `${step.name} (exit ${code}${counts ? '' : ', no report written'})`;
        }
      }
    }
    times.push(`${step.name} ${seconds(performance.now() - stepStarted)}`);
    return failed;
  };
  try {
    for (const batch of stepBatches(plan.steps)) {
      if (interrupted) break;
      const failures = await Promise.all(batch.map((step) => runOneStep(step)));
      failedStep = failures.find(Boolean);
      if (failedStep) {
        // Every failure counts, so the last line never says "0 failed" for a failing run.
        if (totals.failed === 0) totals.failed = 1;
        break;
      }
    }
  } finally {
    if (servers) {
      await servers.stop().catch((error: unknown) => log(`stopping servers: ${String(error)}`));
    }
    // A folder whose servers failed to start stays: the error points at the logs inside it.
    if (servers && serverDir) await rm(serverDir, { recursive: true, force: true });
    await rm(reportDir, { recursive: true, force: true });
  }
  log(`time per step: ${times.join(' · ')}; in all ${seconds(performance.now() - runStarted)}`);
  if (interrupted) log('Interrupted.');
  else if (failedStep) log(`Failed: ${failedStep}\nLater steps did not run.`);
  console.log(summaryLine(totals));
  return interrupted ? 130 : failedStep ? 1 : 0;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (!interrupted) log('Stopping…');
    interrupted = true;
    stopRunningSteps();
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.log(summaryLine({ passed: 0, failed: 1 }));
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
