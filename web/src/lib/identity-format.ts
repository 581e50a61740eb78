import { LIMITS } from '@ghar/contracts/constants';

// Typing into number-only fields (mobile, Aadhaar) keeps the digits and drops the rest.
export const digitsOnly = (value: string, maxLength?: number): string => {
  const digits = value.replace(/\D+/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
};

// 123456789012 → 1234 5678 9012 (spec: Aadhaar grouped 4-4-4). Text that is not a bare
// 12-digit number (e.g. the server's masked form) is shown as it came.
export const groupAadhaar = (aadhaar: string): string => {
  const compact = aadhaar.replace(/\s+/g, '');
  if (!new RegExp(`^\\d{${LIMITS.aadhaarLength}}$`).test(compact)) return aadhaar;
  return compact.replace(/(\d{4})(?=\d)/g, '$1 ');
};

// Only the last four digits stay readable, as the server masks it for other viewers.
export const maskAadhaar = (aadhaar: string): string => {
  const compact = aadhaar.replace(/\s+/g, '');
  const last4 = compact.slice(-4);
  return `XXXX XXXX ${last4}`;
};
