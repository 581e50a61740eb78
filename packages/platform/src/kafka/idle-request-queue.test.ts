import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import './idle-request-queue';

// The real kafkajs class, as every connection of a service builds it (the patch is loaded).
type Queue = {
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  pending: unknown[];
  inflight: Map<number, unknown>;
  maybeThrottle(ms: number): void;
  checkPendingRequests(): void;
  destroy(): void;
};
const RequestQueue = createRequire(import.meta.url)('kafkajs/src/network/requestQueue') as new (
  options: Record<string, unknown>,
) => Queue;
const quiet = { debug() {}, info() {}, warn() {}, error() {} };
const queues: Queue[] = [];
const newQueue = () => {
  const queue = new RequestQueue({
    maxInFlightRequests: 1,
    requestTimeout: 30_000,
    enforceRequestTimeout: false,
    clientId: 'test',
    broker: '127.0.0.1:9092',
    logger: quiet,
  });
  queues.push(queue);
  return queue;
};
afterEach(() => {
  for (const queue of queues.splice(0)) queue.destroy();
});

describe("a Kafka connection's request queue (kafkajs 2.2.4's 1 ms idle loop)", () => {
  it('when nothing waits and no broker throttles, then checking the queue arms no timer', () => {
    const queue = newQueue();
    queue.checkPendingRequests();
    expect(queue.throttleCheckTimeoutId).toBeNull();
  });

  it('when a request waits behind the one in flight, then a check is still scheduled', () => {
    const queue = newQueue();
    queue.inflight.set(1, {});
    queue.pending.push({ correlationId: 2 });
    queue.checkPendingRequests();
    expect(queue.throttleCheckTimeoutId).not.toBeNull();
  });

  it('when the broker throttles the client, then a check is scheduled for the throttle end', () => {
    const queue = newQueue();
    queue.maybeThrottle(5_000);
    queue.checkPendingRequests();
    expect(queue.throttleCheckTimeoutId).not.toBeNull();
  });
});
