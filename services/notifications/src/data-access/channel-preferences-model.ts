import type { ChannelPreferences } from '@ghar/contracts/http';
import { Schema, type Connection, type Model } from 'mongoose';

/** One document a user who saved a choice (`_id` = user id), read and written by `_id` alone. */
export interface ChannelPreferencesDoc {
  _id: string;
  preferences: ChannelPreferences;
  updatedAt: Date;
}

const channelPreferencesSchema = new Schema<ChannelPreferencesDoc>(
  {
    _id: { type: String, required: true },
    // Checked whole by contracts' channelPreferencesSchema before it is saved.
    preferences: { type: Schema.Types.Mixed, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'user_channel_preferences', versionKey: false },
);

export type ChannelPreferencesModel = Model<ChannelPreferencesDoc>;

export function channelPreferencesModel(conn: Connection): ChannelPreferencesModel {
  return (
    (conn.models.UserChannelPreferences as ChannelPreferencesModel | undefined) ??
    conn.model<ChannelPreferencesDoc>('UserChannelPreferences', channelPreferencesSchema)
  );
}
