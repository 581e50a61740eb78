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
import type { DeliveryDoc, DeliveryModel } from './delivery-model';

function toState(doc: DeliveryDoc): DeliveryState {
  return {
    status: doc.status,
    attempts: doc.attempts,
    ...(doc.lastError ? { lastError: doc.lastError } : {}),
    ...(doc.sentAt ? { sentAt: doc.sentAt } : {}),
    updatedAt: doc.updatedAt,
  };
}

function toDeliveries(docs: DeliveryDoc[]): Deliveries {
  return Object.fromEntries(docs.map((doc) => [doc.channel, toState(doc)]));
}

export function deliveryRepository(model: DeliveryModel): DeliveryRepository {
  return {
    /**
     * Records the plan of a notification once: planning it again (a redelivered event) keeps
     * what is stored. Returns the stored deliveries.
     */
    async planOnce(
      notificationId: string,
      plan: PlannedDelivery[],
      now: Date,
    ): Promise<Deliveries> {
      for (const { channel, status } of plan) {
        try {
          await model.create({ notificationId, channel, status, attempts: 0, updatedAt: now });
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
        }
      }
      return toDeliveries(await model.find({ notificationId }).lean());
    },

    async of(notificationId: string): Promise<Deliveries> {
      return toDeliveries(await model.find({ notificationId }).lean());
    },

    async ofMany(notificationIds: string[]): Promise<Map<string, Deliveries>> {
      const docs = notificationIds.length
        ? await model.find({ notificationId: { $in: notificationIds } }).lean()
        : [];
      const byId = new Map<string, DeliveryDoc[]>();
      for (const doc of docs)
        byId.set(doc.notificationId, [...(byId.get(doc.notificationId) ?? []), doc]);
      return new Map(notificationIds.map((id) => [id, toDeliveries(byId.get(id) ?? [])]));
    },

    /** Deliveries still owed (pending or retrying) and not updated since `before`, oldest first. */
    async owedBefore(before: Date, limit: number): Promise<OwedDelivery[]> {
      const docs = await model
        .find({ status: { $in: OWED_STATUSES }, updatedAt: { $lt: before } })
        .sort({ updatedAt: 1 })
        .limit(limit)
        .lean();
      return docs.map(({ notificationId, channel, attempts }) => ({
        notificationId,
        channel,
        attempts,
      }));
    },

    async record(notificationId: string, channel: Channel, state: DeliveryState): Promise<void> {
      await model.updateOne(
        { notificationId, channel },
        { $set: state, ...(state.lastError === undefined ? { $unset: { lastError: 1 } } : {}) },
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
