import { formatPrice } from './format';

const LAKH = 100_000;
const CRORE = 10_000_000;

const units = {
  en: { lakh: 'lakh', crore: 'crore' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
} as const;

// At most two decimals, none when whole: 4500000 → 45, 12500000 → 1.25.
const short = (value: number): string =>
  new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(value);

// Cards speak prices the way Indian buyers do (₹45 lakh, ₹1.2 crore; in Hindi लाख, करोड़);
// amounts under a lakh keep the full en-IN rupee form (₹25,000).
export const formatPriceWords = (amount: number, language: string): string => {
  const unit = units[language === 'hi' ? 'hi' : 'en'];
  const rounded = Math.round(amount);
  if (Math.abs(rounded) >= CRORE) return `₹${short(rounded / CRORE)} ${unit.crore}`;
  if (Math.abs(rounded) >= LAKH) return `₹${short(rounded / LAKH)} ${unit.lakh}`;
  return formatPrice(rounded);
};
