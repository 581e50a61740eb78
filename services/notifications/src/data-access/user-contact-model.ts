import { LANGUAGES, type Language } from '@ghar/contracts/constants';
import { Schema, type Connection, type Model } from 'mongoose';

/** Auth's users as the approval notices name them, with the language their notices are written in; `_id` is the user id. */
export interface UserContactDoc {
  _id: string;
  name: string;
  email: string;
  mobile?: string;
  language?: Language;
}

const userContactSchema = new Schema<UserContactDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    email: { type: String, required: true },
    mobile: String,
    language: { type: String, enum: LANGUAGES },
  },
  { collection: 'user_contacts', versionKey: false },
);

export type UserContactModel = Model<UserContactDoc>;

export function userContactModel(conn: Connection): UserContactModel {
  return (
    (conn.models.UserContact as UserContactModel | undefined) ??
    conn.model<UserContactDoc>('UserContact', userContactSchema)
  );
}
