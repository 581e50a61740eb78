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
// The admin list, a page at a time, for each set of its equality filters (read, type): the date
// filter is a range on `createdAt`, the sort is `createdAt, _id`. The search (a literal
// substring of title or message, which no index can seek) is checked on the trailing keys, so
// the server reads the index in order and fetches only the matching documents (issue 24). The
// read one also serves the unread badge's capped count and the 30-day cleanup.
const ADMIN_LIST_ORDER = { createdAt: -1, _id: -1, title: 1, message: 1 } as const;
notificationSchema.index({ ...ADMIN_LIST_ORDER });
notificationSchema.index({ read: 1, ...ADMIN_LIST_ORDER });
notificationSchema.index({ type: 1, ...ADMIN_LIST_ORDER });
notificationSchema.index({ read: 1, type: 1, ...ADMIN_LIST_ORDER });

export type NotificationModel = Model<NotificationDoc>;

export function notificationModel(conn: Connection): NotificationModel {
  return (
    (conn.models.Notification as NotificationModel | undefined) ??
    conn.model<NotificationDoc>('Notification', notificationSchema)
  );
}
