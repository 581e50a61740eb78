import type { DealerStatus, Language, Role, UserStatus } from '@ghar/contracts/constants';

/** What the users collection keeps of an Aadhaar number: never the number itself. */
export interface EncryptedAadhaar {
  iv: string;
  tag: string;
  ciphertext: string;
  /** Kept in clear so the masked form needs no key. */
  last4: string;
}

/** A soft-deleted account keeps its row (for history) but is invisible everywhere. */
export type StoredUserStatus = UserStatus | 'DELETED';

export interface DealerInfo {
  referralCode: string;
  status: DealerStatus;
  /** When the dealers service decided, so an older event never overwrites a newer decision. */
  decidedAt: Date;
}

/** A user as the domain sees it: a plain object, whatever the database keeps it in. */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  mobile?: string;
  aadhaar?: EncryptedAadhaar;
  aadhaarImage?: string;
  profilePic?: string;
  profilePicThumbnail?: string;
  role: Role;
  status: StoredUserStatus;
  passwordHash?: string;
  passwordChangedAt?: Date;
  roleChangedAt?: Date;
  googleSub?: string;
  dealer?: DealerInfo;
  /** The profile's language (issue 27); absent: English. */
  language?: Language;
  /** Hashes of the devices the user signed in from (device-rules), oldest first. */
  knownDevices?: string[];
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt?: Date;
}

/** Who is asking, as the gateway vouched for it. */
export interface Viewer {
  userId: string;
  role: Role;
}

/** Who caused a change (packages/platform/src/http/actor.ts: one for every service). */
export type { ActionContext } from '@ghar/platform';
