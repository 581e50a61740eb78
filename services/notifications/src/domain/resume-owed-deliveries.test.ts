import { describe, expect, it } from 'vitest';
import type { Channel, DeliveryState, OwedDelivery } from './channels';
import type { DeliveryJobState } from './ports';
import { resumeOwedDeliveries } from './resume-owed-deliveries';

const NOW = new Date('2026-11-23T10:00:00Z');

function setUp(owed: OwedDelivery[], jobs: Record<string, DeliveryJobState>) {
  const recorded: Array<{ id: string; channel: Channel; state: DeliveryState }> = [];
  const enqueued: string[] = [];
  const deps = {
    deliveries: {
      owedBefore: async () => owed,
      record: async (id: string, channel: Channel, state: DeliveryState) => {
        recorded.push({ id, channel, state });
      },
    },
    deliveryQueue: {
      enqueue: async (id: string, channel: Channel) => {
        enqueued.push(`${id}-${channel}`);
      },
      jobState: async (id: string, channel: Channel) =>
        jobs[`${id}-${channel}`] ?? ({ state: 'missing' } as const),
    },
  };
  return { deps, recorded, enqueued };
}

describe('resumeOwedDeliveries', () => {
  it('when an owed delivery has no job, then it is queued again', async () => {
    const { deps, enqueued, recorded } = setUp(
      [{ notificationId: 'n1', channel: 'whatsapp', attempts: 0 }],
      {},
    );
    const result = await resumeOwedDeliveries(deps, { untouchedSince: NOW, batchSize: 10 });
    expect(result).toEqual({ requeued: 1, markedFailed: 0 });
    expect(enqueued).toEqual(['n1-whatsapp']);
    expect(recorded).toEqual([]);
  });

  it('when its job gave up without recording it, then the delivery is recorded failed with the reason', async () => {
    const { deps, enqueued, recorded } = setUp(
      [{ notificationId: 'n2', channel: 'email', attempts: 4 }],
      { 'n2-email': { state: 'gave-up', reason: 'connection refused', attemptsMade: 5 } },
    );
    const result = await resumeOwedDeliveries(deps, {
      untouchedSince: NOW,
      batchSize: 10,
      now: NOW,
    });
    expect(result).toEqual({ requeued: 0, markedFailed: 1 });
    expect(enqueued).toEqual([]);
    expect(recorded).toEqual([
      {
        id: 'n2',
        channel: 'email',
        state: { status: 'failed', attempts: 5, lastError: 'connection refused', updatedAt: NOW },
      },
    ]);
  });

  it('when its job is still queued or has finished, then the sweep leaves it to the queue', async () => {
    const { deps, enqueued, recorded } = setUp(
      [
        { notificationId: 'n3', channel: 'telegram', attempts: 2 },
        { notificationId: 'n4', channel: 'telegram', attempts: 1 },
      ],
      { 'n3-telegram': { state: 'queued' }, 'n4-telegram': { state: 'finished' } },
    );
    const result = await resumeOwedDeliveries(deps, { untouchedSince: NOW, batchSize: 10 });
    expect(result).toEqual({ requeued: 0, markedFailed: 0 });
    expect(enqueued).toEqual([]);
    expect(recorded).toEqual([]);
  });
});
