/** How an Aadhaar number is shown to anyone but its owner and admins (DESIGN §5). */
export function maskAadhaar(last4: string): string {
  return `XXXX XXXX ${last4}`;
}

export function lastFourOf(aadhaar: string): string {
  return aadhaar.slice(-4);
}
