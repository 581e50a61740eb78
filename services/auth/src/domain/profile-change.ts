import type { Language, Role } from '@ghar/contracts/constants';
import type { AadhaarCipher, UserChange } from './ports';
import type { UserRecord } from './user';

export interface ProfileFields {
  name: string;
  /** Absent: unchanged; empty: cleared. */
  mobile?: string;
  /** Absent: unchanged; empty: cleared. Encrypted before it is stored. */
  aadhaar?: string;
  role?: Role;
  /** Absent: unchanged. */
  language?: Language;
}

/** The stored change for a profile edit (by the user or by an admin); e-mail never changes. */
export function profileChange(
  cipher: AadhaarCipher,
  user: UserRecord,
  input: ProfileFields,
): UserChange {
  const set: NonNullable<UserChange['set']> = { name: input.name };
  const unset: NonNullable<UserChange['unset']> = [];
  if (input.mobile !== undefined) {
    if (input.mobile) set.mobile = input.mobile;
    else unset.push('mobile');
  }
  if (input.aadhaar !== undefined) {
    if (input.aadhaar) set.aadhaar = cipher.encrypt(user.id, input.aadhaar);
    else unset.push('aadhaar');
  }
  if (input.role) set.role = input.role;
  if (input.language) set.language = input.language;
  return { set, unset };
}
