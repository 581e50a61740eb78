/**
 * The load test's pure arithmetic: percentiles, a stage's summary, the rule that ends the run,
 * and CPU shares from /proc tick counts. No I/O here, so it is unit-tested
 * (bench/load/stats.test.ts).
 */

/** One answered (or failed) request: its kind, time from its planned start, and status. */
export interface Sample {
  kind: string;
  ms: number;
  /** HTTP status, or 0 for a network error or the client's timeout. */
  status: number;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface StageSummary {
  offeredRps: number;
  achievedRps: number;
  overall: Latency;
  byKind: Record<string, Latency & { errors: number }>;
  /** Non-2xx answers and failures by status ('0' = no answer). */
  errorsByStatus: Record<string, number>;
  errors: number;
}

/** Nearest-rank percentile of ascending values (q in 0–1); NaN when there are none. */
export function percentile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function latencyOf(values: number[]): Latency {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

export const isError = (status: number) => status < 200 || status >= 400;

/**
 * A stage's figures. Latency counts every request, failed ones too (a refused request is an
 * answer the user waited for); the achieved rate counts the successful answers per second.
 */
export function summarizeStage(samples: Sample[], offeredRps: number, wallS: number): StageSummary {
  const byKindMs = new Map<string, number[]>();
  const kindErrors = new Map<string, number>();
  const errorsByStatus: Record<string, number> = {};
  let errors = 0;
  for (const sample of samples) {
    const list = byKindMs.get(sample.kind) ?? [];
    list.push(sample.ms);
    byKindMs.set(sample.kind, list);
    if (isError(sample.status)) {
      errors += 1;
      errorsByStatus[sample.status] = (errorsByStatus[sample.status] ?? 0) + 1;
      kindErrors.set(sample.kind, (kindErrors.get(sample.kind) ?? 0) + 1);
    }
  }
  const byKind = Object.fromEntries(
    [...byKindMs.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, v]) => [k, { ...latencyOf(v), errors: kindErrors.get(k) ?? 0 }]),
  );
  return {
    offeredRps,
    achievedRps: wallS > 0 ? (samples.length - errors) / wallS : 0,
    overall: latencyOf(samples.map((s) => s.ms)),
    byKind,
    errorsByStatus,
    errors,
  };
}

export interface StopRule {
  /** The stage's overall p95 above this ends the run (ms). */
  p95Ms: number;
  /** A share of failed requests above this ends the run (0–1). */
  maxErrorRate: number;
}

/** Why the run stops after this stage, or null to go on to the next rate. */
export function stopReason(stage: StageSummary, rule: StopRule): string | null {
  if (stage.overall.count === 0) return 'no request was answered';
  if (stage.overall.p95 > rule.p95Ms) {
    return `p95 ${stage.overall.p95.toFixed(0)} ms > ${rule.p95Ms} ms`;
  }
  const rate = stage.errors / stage.overall.count;
  if (rate > rule.maxErrorRate) {
    return `errors ${(rate * 100).toFixed(1)} % > ${(rule.maxErrorRate * 100).toFixed(1)} %`;
  }
  return null;
}

/** The offered rates: start, doubling, up to and including max. */
export function stageRates(start: number, max: number): number[] {
  const rates: number[] = [];
  for (let rate = start; rate <= max; rate *= 2) rates.push(rate);
  return rates;
}

/**
 * utime + stime (clock ticks) from the text of /proc/<pid>/stat. The command name (field 2) may
 * hold spaces and parentheses, so fields are counted after its last ')'.
 */
export function statTicks(statText: string): number {
  const rest = statText.slice(statText.lastIndexOf(')') + 2).split(' ');
  // rest[0] is field 3 (state); utime and stime are fields 14 and 15.
  return Number(rest[11]) + Number(rest[12]);
}

/** The parent pid (field 4) from the text of /proc/<pid>/stat. */
export function statParent(statText: string): number {
  return Number(statText.slice(statText.lastIndexOf(')') + 2).split(' ')[1]);
}

/** CPU used between two tick counts as % of one core over the wall time (200 % = two cores). */
export function cpuPercent(
  beforeTicks: number,
  afterTicks: number,
  wallS: number,
  ticksPerS = 100,
) {
  if (!(wallS > 0) || !Number.isFinite(beforeTicks) || !Number.isFinite(afterTicks)) return NaN;
  return ((afterTicks - beforeTicks) / ticksPerS / wallS) * 100;
}

/**
 * Socket inodes listening on `port` in the text of /proc/net/tcp or tcp6 (state 0A = LISTEN;
 * local address `ADDR:PORT` in hex).
 */
export function listeningInodes(netTcpText: string, port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return netTcpText
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length > 9 && f[3] === '0A' && f[1]!.split(':')[1] === hexPort)
    .map((f) => f[9]!);
}

/** Busy and total jiffies from the first line of /proc/stat (the whole machine). */
export function machineTicks(procStatText: string): { busy: number; total: number } {
  const fields = procStatText.split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, n) => sum + n, 0);
  // idle and iowait are fields 4 and 5 of the cpu line.
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: total - idle, total };
}
