export type BookingPayment = {
  upiId: string;
  payeeName: string;
  /** Rupees; UPI apps expect two decimals. */
  amount: number;
  reference: string;
};

/**
 * A reference for one booking attempt: the property's last characters and a random part, so
 * the payment note names the property and two attempts never share one.
 */
export const newBookingReference = (
  propertyId: string,
  random: () => string = () => globalThis.crypto.randomUUID(),
): string =>
  `GHAR-BK-${propertyId.slice(-6).toUpperCase()}-${random().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

/**
 * A `upi://pay` deep link (NPCI's UPI linking specification) for the booking amount: any UPI
 * app opens it with payee, amount and note filled; drawn as a QR code it is what scanners read.
 */
export const buildBookingUpiLink = ({
  upiId,
  payeeName,
  amount,
  reference,
}: BookingPayment): string => {
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tr', reference],
    ['tn', `Ghar booking ${reference}`],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
};
