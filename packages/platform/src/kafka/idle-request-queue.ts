import { createRequire } from 'node:module';

/**
 * kafkajs 2.2.4 (the last release) re-arms a timer in every connection's request queue even when
 * nothing waits and nothing is throttled: `throttledUntil` starts at -1, so the delay is negative,
 * Node runs it after 1 ms, and the check schedules itself again, forever (kafkajs issues #1556,
 * #1604, #1704; unmerged fixes). Measured here: an idle service woke ~880 times a second and
 * burned ~2.5 s of CPU a minute doing nothing, ~4 % of a core per service, all day long.
 *
 * The queue is checked again anyway when a request is pushed or answered; a timer is needed only
 * while requests wait (every 10 ms, kafkajs's own interval, or when a broker's throttle ends).
 * This replaces the one method with that rule; everything else in kafkajs is untouched. Loaded
 * before any client is made (client.ts imports it), for every connection of the process.
 */
interface RequestQueue {
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  pending: unknown[];
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

/** kafkajs's CHECK_PENDING_REQUESTS_INTERVAL (not exported). */
const CHECK_PENDING_MS = 10;

const require = createRequire(import.meta.url);
const queue = (require('kafkajs/src/network/requestQueue') as { prototype: RequestQueue })
  .prototype;

queue.scheduleCheckPendingRequests = function scheduleCheckPendingRequests(this: RequestQueue) {
  if (this.throttleCheckTimeoutId) return;
  const untilUnthrottled = this.throttledUntil - Date.now();
  if (this.pending.length === 0 && untilUnthrottled <= 0) return;
  const delay = untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_MS;
  this.throttleCheckTimeoutId = setTimeout(() => {
    this.throttleCheckTimeoutId = null;
    this.checkPendingRequests();
  }, delay);
};

/** The patched prototype, for the test that counts its idle checks. */
export const kafkaRequestQueue = queue;
