import type {
  PaymentReconciliation,
  PaymentSource,
  PaymentView,
  PaymentsQuery,
  ReconciledPayment,
} from '@ghar/contracts/http';
import { refundOwed, sumRupees } from '@ghar/contracts/money';
import { istMonthKey } from '@ghar/platform';
import type { CallResult } from './call-service';
import { duplicateReferences } from './duplicate-references';

/** A payment's key across both sources (a property's id and a booking's id never mix). */
export const paymentKey = (payment: Pick<PaymentView, 'source' | 'id'>) =>
  `${payment.source}:${payment.id}`;

const newestFirst = (a: PaymentView, b: PaymentView) => b.createdAt.localeCompare(a.createdAt);

const matches = (payment: ReconciledPayment, query: PaymentsQuery) =>
  (!query.state || payment.state === query.state) &&
  (!query.source || payment.source === query.source) &&
  (!query.month || istMonthKey(new Date(payment.createdAt)) === query.month);

/**
 * Both sources merged (issue 13 item 5): duplicates are looked for across every payment, whatever
 * the filters (a reference reused in another month is still reused); each payment's refund owed
 * by contracts' refundOwed (no listing fee has a refund request yet); then the filters, and the
 * refunds owed and duplicates counted over what is shown. A source that did not answer is named.
 */
export function reconcilePayments(
  answers: Record<PaymentSource, CallResult<PaymentView[]>>,
  query: PaymentsQuery,
): PaymentReconciliation {
  const all = [answers.LISTING_FEE, answers.BOOKING].flatMap((answer) =>
    answer.ok ? answer.data : [],
  );
  const duplicates = duplicateReferences(
    all.map((payment) => ({ id: paymentKey(payment), references: payment.references })),
  );
  const payments = all
    .sort(newestFirst)
    .map((payment) => ({
      ...payment,
      duplicateOf: duplicates.get(paymentKey(payment)) ?? [],
      refundOwed: refundOwed(payment),
    }))
    .filter((payment) => matches(payment, query));
  const owed = payments.filter((payment) => payment.refundOwed > 0);
  return {
    payments,
    duplicates: payments.filter((payment) => payment.duplicateOf.length > 0).length,
    refundsOwed: {
      count: owed.length,
      total: sumRupees(owed.map((payment) => payment.refundOwed)),
    },
    unavailable: (['LISTING_FEE', 'BOOKING'] as const).flatMap((source) => {
      const answer = answers[source];
      return answer.ok ? [] : [{ source, error: answer.error }];
    }),
  };
}
