import type { Account } from '../api/account';

export type DealerDetails = {
  // Null for an admin without a referral code: their code is the company's (below).
  code: string | null;
  status: string;
  // Shown only above 0.
  commission: number | null;
  // The spec's 'Admin Dealer Code' is the admin's user id, which only means "join directly
  // under the company" — as a blank code does. A 24-character id read off a phone is no code
  // anyone can use, so the row says what it means instead (issue 23 item 28).
  adminCode: boolean;
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
    code:
      figures?.referralCode ||
      account.dealer?.referralCode ||
      (account.role === 'ADMIN' ? null : account.id),
    status: figures?.status || account.dealer?.status || 'ACTIVE',
    commission: commission > 0 ? commission : null,
    adminCode: account.role === 'ADMIN',
  };
};

// The profile form shows the number only when it is the real one; the masked form is
// not something a person can submit back.
export const editableAadhaar = (aadhaar: string | null | undefined): string =>
  aadhaar && /^\d{12}$/.test(aadhaar) ? aadhaar : '';
