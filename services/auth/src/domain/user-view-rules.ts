import {
  DEFAULT_LANGUAGE,
  type DealerStatus,
  type Language,
  type Role,
  type UserStatus,
} from '@ghar/contracts/constants';
import { maskAadhaar } from './aadhaar-rules';
import type { UserRecord, Viewer } from './user';

/** The user object every response carries. Never the password hash. */
export interface UserView {
  id: string;
  email: string;
  name: string;
  mobile: string | null;
  /** Always `XXXX XXXX 1234` (the full number only through the audited reveal), null when not given. */
  aadhaar: string | null;
  /** Private: served only to the user and admins, so only they get the URL. */
  aadhaarImage: string | null;
  profilePic: string | null;
  profilePicThumbnail: string | null;
  role: Role;
  status: UserStatus;
  createdAt: string;
  dealer: { referralCode: string; status: DealerStatus } | null;
  /** The profile's language (issue 27): the web switches to it at sign-in. */
  language: Language;
  /** Admins only: whether a password is set and when it last changed (docs/identity-and-privacy.md). */
  hasPassword?: boolean;
  passwordChangedAt?: string | null;
}

export function seesPrivateData(viewer: Viewer, user: Pick<UserRecord, 'id'>): boolean {
  return viewer.role === 'ADMIN' || viewer.userId === user.id;
}

/**
 * Projects a stored user for one viewer. The Aadhaar number is masked for every viewer, owner
 * and admins too (UIDAI practice, docs/identity-and-privacy.md): the full number is answered only by the reveal
 * routes, one user at a time, each reveal audited.
 */
export function toUserView(user: UserRecord, viewer: Viewer): UserView {
  const privileged = seesPrivateData(viewer, user);
  const view: UserView = {
    id: user.id,
    email: user.email,
    name: user.name,
    mobile: user.mobile ?? null,
    aadhaar: user.aadhaar ? maskAadhaar(user.aadhaar.last4) : null,
    aadhaarImage: privileged ? (user.aadhaarImage ?? null) : null,
    profilePic: user.profilePic ?? null,
    profilePicThumbnail: user.profilePicThumbnail ?? null,
    role: user.role,
    status: user.status === 'BLOCKED' ? 'BLOCKED' : 'ACTIVE',
    createdAt: user.createdAt.toISOString(),
    dealer: user.dealer
      ? { referralCode: user.dealer.referralCode, status: user.dealer.status }
      : null,
    language: user.language ?? DEFAULT_LANGUAGE,
  };
  if (viewer.role === 'ADMIN') {
    view.hasPassword = Boolean(user.passwordHash);
    view.passwordChangedAt = user.passwordChangedAt?.toISOString() ?? null;
  }
  return view;
}
