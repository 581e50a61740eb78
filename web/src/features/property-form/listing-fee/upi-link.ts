export type UpiPayment = {
  upiId: string;
  payeeName: string;
  /** Rupees; UPI apps expect two decimals. */
  amount: number;
  /** Ties the payment to this listing (the same text travels as listingFeeReference). */
  reference: string;
};

export const LISTING_REFERENCE_PREFIX = 'GHAR-';
const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const REFERENCE_LENGTH = 8;

/**
 * A `upi://pay` deep link (NPCI's UPI linking specification): any UPI app opens it with payee,
 * amount and note filled, and the same text drawn as a QR code is what their scanners read.
 */
export const buildUpiLink = ({ upiId, payeeName, amount, reference }: UpiPayment): string => {
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payeeName],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tr', reference],
    ['tn', `Ghar listing fee ${reference}`],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
};

type RandomBytes = (bytes: Uint8Array) => Uint8Array;
const cryptoBytes: RandomBytes = (bytes) => globalThis.crypto.getRandomValues(bytes);

/**
 * 'GHAR-' and 8 upper-case letters or digits, drawn evenly (bytes past the last whole multiple
 * of 36 are drawn again, so no character is likelier than another).
 */
export const newListingReference = (random: RandomBytes = cryptoBytes): string => {
  const limit = 256 - (256 % REFERENCE_ALPHABET.length);
  let code = '';
  while (code.length < REFERENCE_LENGTH) {
    for (const byte of random(new Uint8Array(REFERENCE_LENGTH))) {
      if (byte < limit && code.length < REFERENCE_LENGTH) {
        code += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
      }
    }
  }
  return `${LISTING_REFERENCE_PREFIX}${code}`;
};
