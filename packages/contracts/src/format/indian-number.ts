/**
 * Numbers in Indian digit grouping (12,34,567.5) without `Intl`. A page's first render formats
 * prices and areas, and a browser's first `Intl.NumberFormat` loads ICU's number data: ~100 ms
 * on a phone-speed CPU in one task (Lighthouse's total blocking time counted it on every page).
 * The output equals en-IN's `Intl.NumberFormat` (rupees.test.ts and indian-number.test.ts hold
 * it against `Intl` as the oracle), so the server's HTML and the browser's render agree.
 */
export interface FractionDigits {
  /** Digits always shown after the point (zeros kept). */
  min?: number;
  /** Digits at most; trailing zeros past `min` are dropped. */
  max?: number;
}

// Beyond 10²¹ String() answers in exponent form; no amount the product allows comes near it.
const PLAIN_LIMIT = 1e21;

const groupIndian = (digits: string): string => {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  return `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}`;
};

// Adds one to a string of decimal digits ('099' → '100', '99' → '100').
const increment = (digits: string): string => {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
};

// ICU rounds the number's shortest decimal form (what String() prints: 1.005 is '1.005', so it
// rounds to 1.01), half away from zero — not the binary value toFixed rounds (1.00).
const roundDecimal = (size: number, max: number): { whole: string; fraction: string } => {
  const text = String(size);
  // Below 10⁻⁶ String() uses an exponent; any fraction kept here (max ≤ 6) rounds it to 0.
  const [whole = '0', fraction = ''] = text.includes('e') ? ['0', ''] : text.split('.');
  if (fraction.length <= max) return { whole, fraction };
  const kept = fraction.slice(0, max);
  if (fraction.charCodeAt(max) < 53 /* '5' */) return { whole, fraction: kept };
  const bumped = increment(whole + kept);
  return {
    whole: bumped.slice(0, bumped.length - max) || '0',
    fraction: bumped.slice(bumped.length - max),
  };
};

/** The sign and the grouped digits of `value`, rounded half away from zero as `Intl` does. */
export function indianNumberParts(
  value: number,
  { min = 0, max = Math.max(min, 3) }: FractionDigits = {},
): { negative: boolean; digits: string } {
  const negative = value < 0 || Object.is(value, -0);
  const size = Math.abs(value);
  if (!Number.isFinite(size) || size >= PLAIN_LIMIT || max > 6) {
    // Out of any real amount's range: let Intl say it (paid once, never on a normal page).
    const text = new Intl.NumberFormat('en-IN', {
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    }).format(size);
    return { negative, digits: text };
  }
  const rounded = roundDecimal(size, max);
  let kept = rounded.fraction.padEnd(min, '0');
  while (kept.length > min && kept.endsWith('0')) kept = kept.slice(0, -1);
  const whole = groupIndian(rounded.whole);
  return { negative, digits: kept ? `${whole}.${kept}` : whole };
}

/** `value` in Indian grouping, e.g. 1234567.5 → '12,34,567.5' (at most 3 decimals by default). */
export function formatIndianNumber(value: number, digits?: FractionDigits): string {
  const parts = indianNumberParts(value, digits);
  return `${parts.negative ? '-' : ''}${parts.digits}`;
}
