import type { SettingsSection } from '@ghar/contracts/http';
import type en from '@/locales/en/admin-settings.json';

export type FieldKey = keyof typeof en.fields;

/** How each value is typed on the page; the rules are contracts' settingsSchemas. */
export type FieldKind = 'rupees' | 'number' | 'text' | 'email' | 'rentRule' | 'split';

export const SECTION_FIELDS: Record<SettingsSection, { key: FieldKey; kind: FieldKind }[]> = {
  listings: [
    { key: 'listingFee', kind: 'rupees' },
    { key: 'upiId', kind: 'text' },
    { key: 'upiPayeeName', kind: 'text' },
    { key: 'freshnessAskDays', kind: 'number' },
    { key: 'freshnessHideDays', kind: 'number' },
  ],
  bookings: [
    { key: 'defaultBookingCharge', kind: 'rupees' },
    { key: 'pendingTtlHours', kind: 'number' },
  ],
  dealers: [
    { key: 'salePercent', kind: 'number' },
    { key: 'rentRule', kind: 'rentRule' },
    { key: 'rentPercentOfFirstMonth', kind: 'number' },
    { key: 'levelSplitPercent', kind: 'split' },
  ],
  notifications: [
    { key: 'supportPhone', kind: 'text' },
    { key: 'supportEmail', kind: 'email' },
    { key: 'supportHours', kind: 'text' },
  ],
};

const NUMERIC: FieldKind[] = ['rupees', 'number'];

/** What a field shows: a level split as "40, 10, 5", anything else as typed. */
export const shownValue = (kind: FieldKind, value: unknown): string =>
  kind === 'split' && Array.isArray(value) ? value.join(', ') : String(value ?? '');

/** What a field sends: numbers as numbers (blank stays a string, so the rule's text is shown). */
export const sentValue = (kind: FieldKind, text: string): unknown => {
  const trimmed = text.trim();
  if (kind === 'split') return trimmed.split(',').map((part) => Number(part.trim()));
  if (NUMERIC.includes(kind)) return trimmed === '' ? trimmed : Number(trimmed);
  return text;
};
