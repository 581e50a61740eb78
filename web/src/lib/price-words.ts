import { formatIndianNumber, formatRupeesWithPaise } from '@ghar/contracts/format';
import { formatPrice } from './format';

const LAKH = 100_000;
const CRORE = 10_000_000;

const LAKH_CRORE = LAKH * CRORE;

const units = {
  en: { lakh: 'lakh', crore: 'crore', lakhCrore: 'lakh crore' },
  hi: { lakh: 'लाख', crore: 'करोड़', lakhCrore: 'लाख करोड़' },
} as const;

// At most two decimals, none when whole: 4500000 → 45, 12500000 → 1.25.
const short = (value: number): string => formatIndianNumber(value, { max: 2 });

// Cards speak prices the way Indian buyers do (₹45 lakh, ₹1.2 crore; in Hindi लाख, करोड़);
// amounts under a lakh keep the full en-IN rupee form (₹25,000).
export const formatPriceWords = (amount: number, language: string): string => {
  const unit = units[language === 'hi' ? 'hi' : 'en'];
  const rounded = Math.round(amount);
  if (Math.abs(rounded) >= CRORE) return `₹${short(rounded / CRORE)} ${unit.crore}`;
  if (Math.abs(rounded) >= LAKH) return `₹${short(rounded / LAKH)} ${unit.lakh}`;
  return formatPrice(rounded);
};

const oneDecimal = (value: number): string => formatIndianNumber(value, { max: 1 });

/** A KPI card's figure never runs past this many lakh crore (₹10¹⁷; the ceilings allow ₹10¹⁰ a deal). */
const KPI_MAX_LAKH_CRORE = 100_000;

/**
 * The admin's KPI cards: a sum in one short line that fits a phone's half-width card, so
 * ₹12.4 crore rather than ₹12,43,50,000 (and never 300 digits). Under a lakh the full rupee
 * form stays (with paise for commissions); then lakh, crore and lakh crore with one decimal;
 * past 1,00,000 lakh crore only that bound with a plus is shown.
 */
export const formatCompactRupees = (
  amount: number,
  language: string,
  { paise = false }: { paise?: boolean } = {},
): string => {
  const unit = units[language === 'hi' ? 'hi' : 'en'];
  const sign = amount < 0 ? '-' : '';
  const size = Math.abs(amount);
  const steps = [
    [LAKH_CRORE, unit.lakhCrore],
    [CRORE, unit.crore],
    [LAKH, unit.lakh],
  ] as const;
  if (size / LAKH_CRORE >= KPI_MAX_LAKH_CRORE) {
    return `${sign}₹${oneDecimal(KPI_MAX_LAKH_CRORE)}+ ${unit.lakhCrore}`;
  }
  // The unit is chosen on the rounded figure: ₹99.96 lakh reads ₹1 crore, not ₹100 lakh.
  for (const [step, name] of steps) {
    if (Math.round((size / step) * 10) / 10 >= 1) {
      return `${sign}₹${oneDecimal(size / step)} ${name}`;
    }
  }
  return paise ? formatRupeesWithPaise(amount) : formatPrice(amount);
};
