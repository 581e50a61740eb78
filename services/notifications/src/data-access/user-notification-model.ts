import { USER_NOTIFICATION_TYPES } from '@ghar/contracts/constants';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { NotificationData, NotificationTemplate } from '../domain/notification';

export interface UserNotificationDoc {
  _id: Types.ObjectId;
  recipientId: string;
  type: (typeof USER_NOTIFICATION_TYPES)[number];
  title: string;
  message: string;
  data?: NotificationData;
  template: NotificationTemplate;
  read: boolean;
  readAt?: Date;
  createdAt: Date;
  sourceKey: string;
}

const userNotificationSchema = new Schema<UserNotificationDoc>(
  {
    recipientId: { type: String, required: true },
    type: { type: String, enum: USER_NOTIFICATION_TYPES, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    data: { type: Schema.Types.Mixed, default: {} },
    template: { type: Schema.Types.Mixed, required: true },
    read: { type: Boolean, default: false },
    readAt: Date,
    createdAt: { type: Date, required: true, default: () => new Date() },
    sourceKey: { type: String, required: true },
  },
  // Its own collection, so the admin's queries and indexes stay as they are.
  { collection: 'user_notifications', versionKey: false, minimize: false },
);
// `<event id>:<recipient>`: a redelivered event makes nothing new, whichever instance runs it.
userNotificationSchema.index({ sourceKey: 1 }, { unique: true });
// A user's page, newest first (ties by id), with or without the read and kind filters; the
// unread count walks the second one's prefix (issue 24: every query of a request path indexed).
userNotificationSchema.index({ recipientId: 1, createdAt: -1, _id: -1 });
userNotificationSchema.index({ recipientId: 1, read: 1, createdAt: -1, _id: -1 });
userNotificationSchema.index({ recipientId: 1, type: 1, createdAt: -1, _id: -1 });
userNotificationSchema.index({ recipientId: 1, read: 1, type: 1, createdAt: -1, _id: -1 });

export type UserNotificationModel = Model<UserNotificationDoc>;

export function userNotificationModel(conn: Connection): UserNotificationModel {
  return (
    (conn.models.UserNotification as UserNotificationModel | undefined) ??
    conn.model<UserNotificationDoc>('UserNotification', userNotificationSchema)
  );
}
