import { NOTIFICATION_TYPES } from '@ghar/contracts/constants';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { NotificationData, NotificationTemplate } from '../domain/notification';

export interface NotificationDoc {
  _id: Types.ObjectId;
  type: (typeof NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  data?: NotificationData;
  /** Absent on records made before issue 23: the web shows their English title and message. */
  template?: NotificationTemplate;
  emailTo?: string;
  read: boolean;
  readAt?: Date;
  createdAt: Date;
  sourceEventId: string;
}

const notificationSchema = new Schema<NotificationDoc>(
  {
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    data: { type: Schema.Types.Mixed, default: {} },
    template: { type: Schema.Types.Mixed, default: undefined },
    emailTo: String,
    read: { type: Boolean, default: false },
    readAt: Date,
    createdAt: { type: Date, required: true, default: () => new Date() },
    sourceEventId: { type: String, required: true },
  },
  { collection: 'notifications', versionKey: false, minimize: false },
);
// Every notification has a source key (an event id, or a key made for its cause), so a plain unique
// index — no partial index, which FerretDB lacks — makes a redelivered event create nothing new.
notificationSchema.index({ sourceEventId: 1 }, { unique: true });
notificationSchema.index({ createdAt: -1 });
notificationSchema.index({ read: 1, createdAt: -1 });
notificationSchema.index({ type: 1, createdAt: -1 });

export type NotificationModel = Model<NotificationDoc>;

export function notificationModel(conn: Connection): NotificationModel {
  return (
    (conn.models.Notification as NotificationModel | undefined) ??
    conn.model<NotificationDoc>('Notification', notificationSchema)
  );
}
