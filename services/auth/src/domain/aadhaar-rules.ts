/** How an Aadhaar number is shown to anyone but its owner and admins (docs/identity-and-privacy.md). */
export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}

export function lastFourOf(aadhaar: string): string {
  return aadhaar.slice(-4);
}
