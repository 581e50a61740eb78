import type { PaymentReconciliation, ReconciledPayment } from '@ghar/contracts/http';
import { sumRupees } from '@ghar/contracts/money';
import { csvText } from '@ghar/platform';

/** India Standard Time, UTC+05:30: the date an Indian admin's bank statement shows. */
const IST_OFFSET_MS = 330 * 60_000;
const istDateTime = (iso: string) =>
  new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

export const PAYMENTS_CSV_HEADER = [
  'Date (IST)',
  'Source',
  'Payment ID',
  'Property',
  'Payer',
  'Payer E-mail',
  'Amount (₹)',
  'References',
  'Proof',
  'State',
  'Booking Outcome',
  'Refund Owed (₹)',
  'Duplicate Of',
  'Last Note',
];

const row = (payment: ReconciledPayment) => [
  istDateTime(payment.createdAt),
  payment.source,
  payment.id,
  payment.propertyTitle,
  payment.payer.name ?? '',
  payment.payer.email,
  payment.amount,
  payment.references.join(' | '),
  payment.proofUrl ?? '',
  payment.state,
  payment.bookingOutcome ?? '',
  payment.refundOwed,
  payment.duplicateOf.join(' | '),
  payment.history.at(-1)?.note ?? '',
];

/** GET /api/admin/payments/export.csv: the page's rows and a TOTAL row (amounts, refunds owed). */
export function paymentsCsv(reconciliation: PaymentReconciliation): string {
  const { payments, refundsOwed } = reconciliation;
  const paid = sumRupees(payments.map((payment) => payment.amount));
  const total = ['TOTAL', '', '', '', '', '', paid, '', '', '', '', refundsOwed.total, '', ''];
  return csvText([PAYMENTS_CSV_HEADER, ...payments.map(row), total]);
}
