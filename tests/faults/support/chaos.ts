import { setTimeout as sleep } from 'node:timers/promises';
import { SERVICE_NAMES, type Stack, type StackProcessName } from '@ghar/local-infra';
import { nextSuccessAfter } from './fault-client';
import type { PrivateKafka, PrivateServer } from './private-kafka';
import type { Random } from './seeded-random';

/** A process of the stack, the broker, or the database server (gate and FerretDB). */
export type KillTarget = StackProcessName | 'kafka' | 'mongo';

export interface KillRecord {
  target: KillTarget;
  /** Bookings sent when it was killed. */
  atBooking: number;
  /** Kill → the process answers its readiness check again (broker: metadata; stack: /api/readyz). */
  readyMs: number;
  /** Kill → the next successful end-to-end call through the gateway. */
  endToEndMs?: number;
}

const RESTART_FOR_MS = 300_000;

/**
 * Starts a process again as a supervisor would: start-up may fail while the broker is down or
 * another process is dying, so it tries until it is ready.
 */
export async function restartUntilReady(stack: Stack, name: StackProcessName): Promise<void> {
  const deadline = Date.now() + RESTART_FOR_MS;
  for (;;) {
    try {
      await stack.startService(name);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await stack.killService(name);
      await sleep(1_000);
    }
  }
}

async function stackReady(stack: Stack): Promise<void> {
  for (;;) {
    const ok = await fetch(`${stack.baseUrl}/api/readyz`, {
      signal: AbortSignal.timeout(5_000),
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
}

/**
 * The first end-to-end success after `after`: the driver's next answered call, or the test's own
 * probe through the gateway to the process that was killed, whichever comes first (the driver may
 * have finished already).
 */
async function endToEnd(after: number, probe: () => Promise<boolean>): Promise<number | undefined> {
  let done = false;
  const probing = (async () => {
    const deadline = Date.now() + 120_000;
    while (!done && Date.now() < deadline) {
      if (await probe().catch(() => false)) return Date.now();
      await sleep(100);
    }
    return undefined;
  })();
  const first = await Promise.race([nextSuccessAfter(after), probing]);
  done = true;
  return first;
}

/**
 * Kills at points of the run fixed by the seed (after so many bookings sent): each service kill
 * is a SIGKILL of a randomly chosen service, restarted after a short random pause; each broker
 * or database kill a SIGKILL of the private Kafka or FerretDB (with its write gate), started again
 * on the same ports and data. One at a time.
 */
export function scheduleChaos(options: {
  stack: Stack;
  kafka: PrivateKafka;
  mongo: PrivateServer;
  random: Random;
  target: number;
  serviceKills: number;
  brokerKills: number;
  databaseKills: number;
  /** One successful call through the gateway that needs the target (for the broker: an event). */
  probe: (target: KillTarget) => Promise<boolean>;
  log: (line: string) => void;
}) {
  const { stack, kafka, mongo, random } = options;
  const plan: Array<{ atBooking: number; target: KillTarget }> = [];
  for (let index = 0; index < options.serviceKills; index += 1) {
    plan.push({
      atBooking: Math.floor(((index + 0.5) * options.target) / (options.serviceKills + 1)),
      target: random.pick(SERVICE_NAMES),
    });
  }
  for (let index = 1; index <= options.brokerKills; index += 1) {
    plan.push({
      atBooking: Math.floor((index * options.target) / (options.brokerKills + 1)),
      target: 'kafka',
    });
  }
  // Between the broker's kills, so the two kinds of server outage never overlap.
  for (let index = 1; index <= options.databaseKills; index += 1) {
    plan.push({
      atBooking: Math.floor(((index - 0.5) * options.target) / (options.databaseKills + 1)) + 1,
      target: 'mongo',
    });
  }
  plan.sort((a, b) => a.atBooking - b.atBooking);
  const pauses = plan.map(() => random.int(0, 3_000));
  const records: KillRecord[] = [];
  let next = 0;
  let chain = Promise.resolve();
  const failures: unknown[] = [];

  const execute = async (index: number, sent: number) => {
    const { target } = plan[index]!;
    const killedAt = Date.now();
    if (target === 'kafka' || target === 'mongo') {
      const server = target === 'kafka' ? kafka : mongo;
      const pid = server.pid();
      await server.kill();
      options.log(`kill -9 ${target} (pid ${pid}) at booking ${sent}`);
      await sleep(pauses[index]!);
      await server.restart();
      await stackReady(stack);
    } else {
      const pid = stack.pidOf(target);
      await stack.killService(target);
      options.log(`kill -9 ${target} (pid ${pid}) at booking ${sent}`);
      await sleep(pauses[index]!);
      await restartUntilReady(stack, target);
    }
    const readyAt = Date.now();
    const endToEndAt = await endToEnd(readyAt, () => options.probe(target));
    records.push({
      target,
      atBooking: sent,
      readyMs: readyAt - killedAt,
      endToEndMs: endToEndAt === undefined ? undefined : endToEndAt - killedAt,
    });
  };

  const queueDue = (dueBy: number, sent: number) => {
    while (next < plan.length && plan[next]!.atBooking <= dueBy) {
      const index = next;
      next += 1;
      chain = chain
        .then(() => execute(index, sent))
        .catch((error: unknown) => {
          failures.push(error);
        });
    }
  };

  return {
    plan,
    records,
    /** Called with the bookings sent so far; queues the kills now due. */
    onProgress(sent: number) {
      queueDue(sent, sent);
    },
    /** Runs the kills the run did not reach (the pool ran dry), then resolves once all are done. */
    async finish(sent: number) {
      queueDue(Number.MAX_SAFE_INTEGER, sent);
      await chain;
      if (failures.length > 0) throw failures[0];
    },
  };
}
