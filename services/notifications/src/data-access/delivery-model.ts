import { Schema, type Connection, type Model } from 'mongoose';
import { CHANNELS, DELIVERY_STATUSES, type Channel, type DeliveryStatus } from '../domain/channels';

export interface DeliveryDoc {
  notificationId: string;
  channel: Channel;
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
const deliverySchema = new Schema<DeliveryDoc>(
  {
    notificationId: { type: String, required: true },
    channel: { type: String, enum: CHANNELS, required: true },
    status: { type: String, enum: DELIVERY_STATUSES, required: true },
    attempts: { type: Number, default: 0 },
    lastError: String,
    sentAt: Date,
    updatedAt: { type: Date, required: true },
  },
  { collection: 'notification_deliveries', versionKey: false },
);
deliverySchema.index({ notificationId: 1, channel: 1 }, { unique: true });
// The sweep's question: which deliveries are still owed and untouched since a moment.
deliverySchema.index({ status: 1, updatedAt: 1 });

export type DeliveryModel = Model<DeliveryDoc>;

export function deliveryModel(conn: Connection): DeliveryModel {
  return (
    (conn.models.NotificationDelivery as DeliveryModel | undefined) ??
    conn.model<DeliveryDoc>('NotificationDelivery', deliverySchema)
  );
}
