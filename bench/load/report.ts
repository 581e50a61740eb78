import { cpus } from 'node:os';
import type { CpuSnapshot } from './proc-cpu';
import { cpuPercent, type Latency, type StageSummary } from './stats';

/** CPU of each watched process between two snapshots, as % of one core, busiest first. */
export function cpuShares(before: CpuSnapshot, after: CpuSnapshot) {
  const wallS = (after.at - before.at) / 1000;
  const processes = [...after.ticks.entries()]
    .map(([name, ticks]) => ({ name, percent: cpuPercent(before.ticks.get(name)!, ticks, wallS) }))
    .sort((a, b) => (b.percent || 0) - (a.percent || 0));
  const total = after.machine.total - before.machine.total;
  // The whole machine, other people's work included: 100 % per core.
  const machine =
    total > 0 ? ((after.machine.busy - before.machine.busy) / total) * cpus().length * 100 : NaN;
  return { processes, machine, cores: cpus().length };
}
export type CpuShares = ReturnType<typeof cpuShares>;

const ms = (value: number) =>
  Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(1) : value.toFixed(0);
const latency = (l: Latency) => `${ms(l.p50)} / ${ms(l.p95)} / ${ms(l.p99)} ms`;
export const errorsText = (stage: StageSummary) =>
  stage.errors === 0
    ? 'none'
    : Object.entries(stage.errorsByStatus)
        .map(([status, n]) => `${n}× ${status === '0' ? 'no answer' : status}`)
        .join(', ');
const cpuText = (cpu: CpuShares, top = Infinity) =>
  cpu.processes
    .slice(0, top)
    .map((p) => `${p.name} ${Number.isNaN(p.percent) ? '—' : p.percent.toFixed(0)} %`)
    .join(', ');

/** The printed block of one stage. */
export function stageBlock(n: number, stage: StageSummary, cpu: CpuShares, durationS: number) {
  const lines = [
    `\nstage ${n}: offered ${stage.offeredRps} req/s for ${durationS} s, achieved ${stage.achievedRps.toFixed(1)} req/s (successful answers), p50 / p95 / p99 ${latency(stage.overall)}, errors: ${errorsText(stage)}`,
    '  | kind | requests | p50 / p95 / p99 | errors |',
    '  | --- | --- | --- | --- |',
    ...Object.entries(stage.byKind).map(
      ([kind, l]) => `  | ${kind} | ${l.count} | ${latency(l)} | ${l.errors} |`,
    ),
    `  CPU, % of one core over the stage: ${cpuText(cpu)}`,
    `  whole machine busy ${cpu.machine.toFixed(0)} % of ${cpu.cores * 100} % (other work on it included)`,
  ];
  return lines.join('\n');
}

/** One Markdown table of every stage, for bench/README.md. */
export function summaryTable(rows: { stage: StageSummary; cpu: CpuShares }[]) {
  return [
    '| offered req/s | achieved req/s | p50 / p95 / p99 | errors | busiest processes (% of a core) | machine busy |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      ({ stage, cpu }) =>
        `| ${stage.offeredRps} | ${stage.achievedRps.toFixed(1)} | ${latency(stage.overall)} | ${errorsText(stage)} | ${cpuText(cpu, 4)} | ${cpu.machine.toFixed(0)} % |`,
    ),
  ].join('\n');
}
