import { DEALER_STATUSES, LANGUAGES, ROLES, USER_STATUSES } from '@ghar/contracts/constants';
import { addOutboxFields, type OutboxFields } from '@ghar/platform';
import { Schema, type Connection, type Model, type Types } from 'mongoose';
import type { EncryptedAadhaar } from '../domain/user';

export interface UserDoc extends OutboxFields {
  _id: Types.ObjectId;
  email: string;
  name: string;
  mobile?: string;
  aadhaar?: EncryptedAadhaar;
  aadhaarImage?: string;
  profilePic?: string;
  profilePicThumbnail?: string;
  role: (typeof ROLES)[number];
  status: (typeof USER_STATUSES)[number] | 'DELETED';
  passwordHash?: string;
  passwordChangedAt?: Date;
  /** When the role last changed: start-up hands recent changes to the gateway again. */
  roleChangedAt?: Date;
  googleSub?: string;
  dealer?: { referralCode: string; status: (typeof DEALER_STATUSES)[number]; decidedAt: Date };
  language?: (typeof LANGUAGES)[number];
  knownDevices?: string[];
  deletedAt?: Date;
  /** Bumped by every update; a write guarded by it never overwrites a change it did not see. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

const aadhaarSchema = new Schema<EncryptedAadhaar>(
  {
    iv: { type: String, required: true },
    tag: { type: String, required: true },
    ciphertext: { type: String, required: true },
    last4: { type: String, required: true },
  },
  { _id: false },
);

const dealerSchema = new Schema(
  {
    referralCode: { type: String, required: true },
    status: { type: String, enum: DEALER_STATUSES, required: true },
    decidedAt: { type: Date, required: true },
  },
  { _id: false },
);

const userSchema = new Schema<UserDoc>(
  {
    email: { type: String, required: true },
    name: { type: String, default: '' },
    mobile: String,
    aadhaar: { type: aadhaarSchema, default: undefined },
    aadhaarImage: String,
    profilePic: String,
    profilePicThumbnail: String,
    role: { type: String, enum: ROLES, required: true, default: 'USER' },
    status: {
      type: String,
      enum: [...USER_STATUSES, 'DELETED'],
      required: true,
      default: 'ACTIVE',
    },
    passwordHash: String,
    passwordChangedAt: Date,
    roleChangedAt: Date,
    googleSub: String,
    dealer: { type: dealerSchema, default: undefined },
    language: { type: String, enum: LANGUAGES },
    knownDevices: { type: [String], default: undefined },
    deletedAt: Date,
    revision: { type: Number, default: 0 },
  },
  // addOutboxFields turns mongoose's minimize off (empty objects inside pending events).
  { collection: 'users', timestamps: true, versionKey: false },
);
// Deleting renames the e-mail, so the unique index frees it for a new account.
userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ googleSub: 1 });
userSchema.index({ aadhaarImage: 1 });
userSchema.index({ status: 1, createdAt: -1 });
// The admin's users list, newest first; its search tests name, e-mail and mobile on the index's
// keys while walking it in order (the page's limit stops the walk).
userSchema.index({ createdAt: -1, _id: -1, name: 1, email: 1, mobile: 1 });
userSchema.index({ roleChangedAt: 1 });
// Dealer signup and booking check a code without reading every user: APPROVED and live.
userSchema.index({ 'dealer.referralCode': 1, 'dealer.status': 1, status: 1 });
addOutboxFields(userSchema);

export type UserModel = Model<UserDoc>;

export function userModel(conn: Connection): UserModel {
  return (conn.models.User as UserModel | undefined) ?? conn.model<UserDoc>('User', userSchema);
}
