import { paiseToRupees } from '@ghar/contracts/money';
import { csvDecimal, csvText } from '@ghar/platform';
import type { CommissionRecord } from './dealer';
import type { DealersDeps } from './ports';

/** India Standard Time, UTC+05:30: a month of the ledger is a month in IST. */
const IST_OFFSET_MS = 330 * 60_000;

/** The UTC instants where the IST month `YYYY-MM` starts and the next one starts. */
export function istMonthRange(month: string): { from: Date; to: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, monthNumber - 1, 1) - IST_OFFSET_MS),
    to: new Date(Date.UTC(year, monthNumber, 1) - IST_OFFSET_MS),
  };
}

const istDate = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
/** A reversal's negative amount stays a number in the sheet (text would be neutralised). */
const rupees = (paise: number) => csvDecimal(paiseToRupees(paise), 2);

export const CSV_HEADER = [
  'Date',
  'Dealer Name',
  'Dealer Code',
  'Level',
  'Kind',
  'Amount (₹)',
  'Property',
  'Booking ID',
  'Dealer Code Used',
  'Deal Commission (₹)',
  'Level %',
];

/**
 * GET /dealers/commissions/export?month=: every ledger entry created in that IST month, oldest
 * first, one row each, and a last TOTAL row (the net amount).
 */
export async function commissionsCsv(
  deps: Pick<DealersDeps, 'dealers' | 'users' | 'ledger'>,
  month: string,
): Promise<string> {
  const { from, to } = istMonthRange(month);
  const entries: CommissionRecord[] = [];
  for await (const entry of deps.ledger.createdBetween(from, to)) entries.push(entry);
  const dealers = new Map((await deps.dealers.all()).map((dealer) => [dealer.id, dealer]));
  const users = await deps.users.findMany([...new Set(entries.map((entry) => entry.dealerUserId))]);
  const row = (entry: CommissionRecord) => [
    istDate(entry.createdAt),
    users.get(entry.dealerUserId)?.name ?? '',
    dealers.get(entry.dealerId)?.referralCode ?? '',
    entry.level,
    entry.kind,
    rupees(entry.amountPaise),
    entry.propertyTitle,
    entry.bookingId,
    entry.dealerCode,
    rupees(entry.dealCommissionPaise),
    entry.levelPercent,
  ];
  const total = entries.reduce((sum, entry) => sum + entry.amountPaise, 0);
  const rows = [
    CSV_HEADER,
    ...entries.map(row),
    ['TOTAL', '', '', '', '', rupees(total), '', '', '', '', ''],
  ];
  return csvText(rows);
}
