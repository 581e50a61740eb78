import { ACTIVITY_TYPES, type ActivityParams } from '@ghar/contracts/http';
import { Schema, type Connection, type Model, type Types } from 'mongoose';

export interface ActivityDoc {
  _id: Types.ObjectId;
  eventId: string;
  type: (typeof ACTIVITY_TYPES)[number];
  actorId: string | null;
  summary: string;
  params: ActivityParams;
  link: string;
  at: Date;
}

const activitySchema = new Schema<ActivityDoc>(
  {
    eventId: { type: String, required: true },
    type: { type: String, enum: ACTIVITY_TYPES, required: true },
    actorId: { type: String, default: null },
    summary: { type: String, required: true },
    params: { type: Schema.Types.Mixed, default: {} },
    link: { type: String, required: true },
    at: { type: Date, required: true },
  },
  { collection: 'activity', versionKey: false, minimize: false },
);
// One entry per event: a redelivered event (or another instance) inserts nothing new.
activitySchema.index({ eventId: 1 }, { unique: true });
// The admin home's feed, newest first with ties by id (issue 24: its sort in one index); the
// 90-day cleanup's range walks it too.
activitySchema.index({ at: -1, _id: -1 });

export type ActivityModel = Model<ActivityDoc>;

export function activityModel(conn: Connection): ActivityModel {
  return (
    (conn.models.Activity as ActivityModel | undefined) ??
    conn.model<ActivityDoc>('Activity', activitySchema)
  );
}
