import { groupAadhaar, maskAadhaar } from '@/lib/identity-format';
import type { Account } from '../api/account';

export type DealerDetails = {
  code: string;
  status: string;
  // Shown only above 0.
  commission: number | null;
  // Admins refer under their user id (spec: 'Admin Dealer Code').
  adminCode: string | null;
};

// What the dealers service says of the account's latest application (GET /dealers/me): the
// account's own `dealer` field is fed by events and carries no commission.
export type DealerFigures = { referralCode: string; status: string; commission: number };

// Dealer Code, Dealer Status and commission for dealers and admins (spec part 1 §2 Profile).
export const dealerDetails = (
  account: Account,
  figures?: DealerFigures | null,
): DealerDetails | null => {
  if (account.role === 'USER') return null;
  const commission = figures?.commission ?? account.dealer?.commission ?? 0;
  return {
    code: figures?.referralCode || account.dealer?.referralCode || account.id,
    status: figures?.status || account.dealer?.status || 'ACTIVE',
    commission: commission > 0 ? commission : null,
    adminCode: account.role === 'ADMIN' ? account.id : null,
  };
};

// Grouped 4-4-4; masked until the user asks to see it.
export const aadhaarText = (aadhaar: string, revealed: boolean): string =>
  revealed ? groupAadhaar(aadhaar) : maskAadhaar(aadhaar);

// The profile form shows the number only when it is the real one; the masked form is
// not something a person can submit back.
export const editableAadhaar = (aadhaar: string | null | undefined): string =>
  aadhaar && /^\d{12}$/.test(aadhaar) ? aadhaar : '';
