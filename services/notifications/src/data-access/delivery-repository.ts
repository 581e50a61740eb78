import { isDuplicateKeyError } from '@ghar/platform';
import {
  OWED_STATUSES,
  type Channel,
  type Deliveries,
  type DeliveryState,
  type OwedDelivery,
} from '../domain/channels';
import type { PlannedDelivery } from '../domain/delivery-routing';
import type { DeliveryRepository } from '../domain/ports';
import { CHANNELS } from '../domain/channels';
import { deliveryId, type DeliveryDoc, type DeliveryModel } from './delivery-model';

function toState(doc: DeliveryDoc<string>): DeliveryState {
  return {
    status: doc.status,
    attempts: doc.attempts,
    ...(doc.lastError ? { lastError: doc.lastError } : {}),
    ...(doc.sentAt ? { sentAt: doc.sentAt } : {}),
    updatedAt: doc.updatedAt,
  };
}

function toDeliveries<C extends string>(docs: DeliveryDoc<C>[]): Deliveries<C> {
  return Object.fromEntries(docs.map((doc) => [doc.channel, toState(doc)])) as Deliveries<C>;
}

/** The admins' deliveries, or (with the user channels) a user's own notices'. */
export function deliveryRepository<C extends string = Channel>(
  model: DeliveryModel<C>,
  channels: readonly C[] = CHANNELS as readonly string[] as readonly C[],
): DeliveryRepository<C> {
  /** One lookup by id a channel (see delivery-model.ts: by `_id` alone, no scan). */
  const of = async (notificationId: string): Promise<Deliveries<C>> => {
    const docs = await Promise.all(
      channels.map((channel) =>
        model.findOne({ _id: deliveryId(notificationId, channel) }).lean<DeliveryDoc<C>>(),
      ),
    );
    return toDeliveries(docs.filter((doc): doc is DeliveryDoc<C> => doc !== null));
  };

  return {
    /**
     * Records the plan of a notification once: planning it again (a redelivered event) keeps
     * what is stored. Returns the stored deliveries.
     */
    async planOnce(
      notificationId: string,
      plan: PlannedDelivery<C>[],
      now: Date,
    ): Promise<Deliveries<C>> {
      for (const { channel, status } of plan) {
        try {
          await model.create({
            _id: deliveryId(notificationId, channel),
            notificationId,
            channel,
            status,
            attempts: 0,
            updatedAt: now,
          });
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
      return of(notificationId);
    },

    of,

    async ofMany(notificationIds: string[]): Promise<Map<string, Deliveries<C>>> {
      const all = await Promise.all(notificationIds.map(of));
      return new Map(notificationIds.map((id, index) => [id, all[index] ?? {}]));
    },

    /** Deliveries still owed (pending or retrying) and not updated since `before`, oldest first. */
    async owedBefore(before: Date, limit: number): Promise<OwedDelivery<C>[]> {
      const docs = await model
        .find({ status: { $in: OWED_STATUSES }, updatedAt: { $lt: before } })
        .sort({ updatedAt: 1 })
        .limit(limit)
        .lean<DeliveryDoc<C>[]>();
      return docs.map(({ notificationId, channel, attempts }) => ({
        notificationId,
        channel,
        attempts,
      }));
    },

    async record(notificationId: string, channel: C, state: DeliveryState): Promise<void> {
      await model.updateOne(
        { _id: deliveryId(notificationId, channel) },
        {
          $set: state,
          $setOnInsert: { notificationId, channel },
          ...(state.lastError === undefined ? { $unset: { lastError: 1 } } : {}),
        },
        { upsert: true },
      );
    },

    async removeFor(notificationIds: string[]): Promise<void> {
      if (notificationIds.length)
        await model.deleteMany({ notificationId: { $in: notificationIds } });
    },
  };
}

/** The port's name where entry points still import it from here. */
export type { DeliveryRepository };
