import type { Sample, StageSummary } from '../load/stats';
import { summarizeStage } from '../load/stats';

/** The printed tables of bench:scale (Markdown, for bench/README.md) and the targets' verdicts. */

export const TARGETS = { getP95: 100, getP99: 300, writeP95: 300, startS: 60, rssMb: 400 };

const ms = (value: number) =>
  Number.isNaN(value) ? '—' : value < 10 ? value.toFixed(1) : value.toFixed(0);
const errorsOf = (samples: Sample[], kind: string) => {
  const failed = samples.filter((s) => s.kind === kind && (s.status < 200 || s.status >= 400));
  if (failed.length === 0) return '0';
  const by: Record<string, number> = {};
  for (const s of failed)
    by[s.status === 0 ? 'timeout' : s.status] =
      (by[s.status === 0 ? 'timeout' : s.status] ?? 0) + 1;
  return Object.entries(by)
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
};

/** Per (route, role): count, p50/p95/p99, errors, and whether it meets the GET targets. */
export function routeTable(samples: Sample[], wallS: number) {
  const summary: StageSummary = summarizeStage(samples, 0, wallS);
  const rows = Object.entries(summary.byKind)
    .map(([key, l]) => ({
      key,
      ...l,
      met: l.p95 <= TARGETS.getP95 && l.p99 <= TARGETS.getP99 && l.errors === 0,
    }))
    .sort((a, b) => b.p95 - a.p95);
  const lines = [
    '| route | role | requests | p50 | p95 | p99 | errors | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((r) => {
      const [route, role] = r.key.split(' · ');
      return `| \`${route}\` | ${role} | ${r.count} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${errorsOf(samples, r.key)} | ${r.met ? 'met' : '**missed**'} |`;
    }),
  ];
  return { text: lines.join('\n'), rows, summary };
}

/** Per write kind: count, p50/p95/p99, errors and timeouts, lost. */
export function writeTable(
  samples: Sample[],
  wallS: number,
  lost: Record<string, number>,
  kinds: readonly string[],
) {
  const summary = summarizeStage(samples, 0, wallS);
  const rows = kinds.map((kind) => {
    const l = summary.byKind[kind];
    const timeouts = samples.filter((s) => s.kind === kind && s.status === 0).length;
    return {
      kind,
      count: l?.count ?? 0,
      l,
      timeouts,
      lost: lost[kind] ?? 0,
      met: !!l && l.p95 <= TARGETS.writeP95 && timeouts === 0 && !lost[kind],
    };
  });
  const lines = [
    '| write | requests | p50 | p95 | p99 | errors | lost | target |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.kind} | ${r.count} | ${ms(r.l?.p50 ?? NaN)} | ${ms(r.l?.p95 ?? NaN)} | ${ms(r.l?.p99 ?? NaN)} | ${errorsOf(samples, r.kind)} | ${r.lost} | ${r.met ? 'met' : '**missed**'} |`,
    ),
  ];
  return { text: lines.join('\n'), rows };
}

export const processTable = (
  rows: { name: string; rssStart: number; rssEnd: number; cpuWalk: number; cpuWrites: number }[],
) =>
  [
    '| process | RSS after start | RSS at the end | CPU ms per GET (walk) | CPU ms per request (write mix) |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.rssStart.toFixed(0)} MB | ${r.rssEnd.toFixed(0)} MB | ${r.cpuWalk.toFixed(2)} | ${r.cpuWrites.toFixed(2)} |`,
    ),
  ].join('\n');
