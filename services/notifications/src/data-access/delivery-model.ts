import { Schema, type Connection, type Model } from 'mongoose';
import { USER_NOTICE_CHANNELS, type UserNoticeChannel } from '@ghar/contracts/constants';
import { CHANNELS, DELIVERY_STATUSES, type Channel, type DeliveryStatus } from '../domain/channels';

export interface DeliveryDoc<C extends string = Channel> {
  _id: string;
  notificationId: string;
  channel: C;
  status: DeliveryStatus;
  attempts: number;
  lastError?: string;
  sentAt?: Date;
  updatedAt: Date;
}

/**
 * One document per notification and channel, written only by that channel's job. Kept apart
 * from the notification because FerretDB loses one of two concurrent updates to the same
 * document, even to different fields, and the channels finish at the same moment.
 */
/**
 * A delivery's id is its notification and channel: reads and writes go by `_id` alone, the one
 * query FerretDB 1.x answers without reading the whole collection (three documents a
 * notification; the old ObjectId ids made every event's planning a scan).
 */
export const deliveryId = (notificationId: string, channel: string) =>
  `${notificationId}:${channel}`;

function deliverySchemaOf(collection: string, channels: readonly string[]) {
  const deliverySchema = new Schema<DeliveryDoc<string>>(
    {
      _id: { type: String },
      notificationId: { type: String, required: true },
      channel: { type: String, enum: channels, required: true },
      status: { type: String, enum: DELIVERY_STATUSES, required: true },
      attempts: { type: Number, default: 0 },
      lastError: String,
      sentAt: Date,
      updatedAt: { type: Date, required: true },
    },
    { collection, versionKey: false },
  );
  deliverySchema.index({ notificationId: 1, channel: 1 }, { unique: true });
  deliverySchema.pre('validate', function () {
    this._id ??= deliveryId(this.notificationId, this.channel);
  });
  // The sweep's question: which deliveries are still owed and untouched since a moment.
  deliverySchema.index({ status: 1, updatedAt: 1 });
  return deliverySchema;
}

export type DeliveryModel<C extends string = Channel> = Model<DeliveryDoc<C>>;

/**
 * Gives deliveries stored before ids were `<notification>:<channel>` such an id (one scan, at
 * start): the repository finds deliveries by id only.
 */
export async function migrateDeliveryIds(model: DeliveryModel): Promise<number> {
  const legacy = await model.find({ _id: { $type: 'objectId' } }).lean();
  for (const doc of legacy) {
    const { _id: old, ...fields } = doc as DeliveryDoc & { _id: unknown };
    await model.collection.deleteOne({ _id: old as never });
    await model.collection.replaceOne(
      { _id: deliveryId(fields.notificationId, fields.channel) as never },
      fields,
      { upsert: true },
    );
  }
  return legacy.length;
}

export function deliveryModel(conn: Connection): DeliveryModel {
  return (
    (conn.models.NotificationDelivery as DeliveryModel | undefined) ??
    (conn.model<DeliveryDoc<string>>(
      'NotificationDelivery',
      deliverySchemaOf('notification_deliveries', CHANNELS),
    ) as unknown as DeliveryModel)
  );
}

/** A user's own notices' deliveries (issue 27 item 3): the same shape, apart from the admins'. */
export function userDeliveryModel(conn: Connection): DeliveryModel<UserNoticeChannel> {
  return (
    (conn.models.UserNoticeDelivery as DeliveryModel<UserNoticeChannel> | undefined) ??
    (conn.model<DeliveryDoc<string>>(
      'UserNoticeDelivery',
      deliverySchemaOf('user_notice_deliveries', USER_NOTICE_CHANNELS),
    ) as unknown as DeliveryModel<UserNoticeChannel>)
  );
}
