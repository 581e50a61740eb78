import type { Role } from '@ghar/contracts';
import type { AadhaarCipher, UserChange } from './ports';
import type { UserRecord } from './user';

export interface ProfileFields {
  name: string;
  /** Absent: unchanged; empty: cleared. */
  mobile?: string;
  /** Absent: unchanged; empty: cleared. Encrypted before it is stored. */
  aadhaar?: string;
  role?: Role;
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
  return { set, unset };
}
