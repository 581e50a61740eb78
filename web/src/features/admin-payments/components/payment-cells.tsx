import type { ReconciledPayment } from '@ghar/contracts/http';
import { AlertTriangle, FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatDate, formatPrice } from '@/lib/format';

type CellProps = { payment: ReconciledPayment };

// What a payment is: its source, the property, and how the booking ended.
export const PaymentWhat = ({ payment }: CellProps) => {
  const { t } = useTranslation('admin-payments');
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {t(`sources.${payment.source}`)}
      </p>
      <p className="font-semibold text-slate-900">
        <TruncatedText text={payment.propertyTitle} />
      </p>
      {payment.bookingOutcome && (
        <p className="text-sm text-slate-600">{t(`outcomes.${payment.bookingOutcome}`)}</p>
      )}
    </div>
  );
};

export const PaymentPayer = ({ payment }: CellProps) => (
  <div className="min-w-0 text-sm">
    {payment.payer.name && (
      <p className="font-medium text-slate-900">
        <TruncatedText text={payment.payer.name} />
      </p>
    )}
    <p className="text-slate-600">
      <TruncatedText text={payment.payer.email} />
    </p>
  </div>
);

export const PaymentAmount = ({ payment }: CellProps) => {
  const { t } = useTranslation('admin-payments');
  return (
    <div className="text-sm">
      <p className="font-semibold text-slate-900">{formatPrice(payment.amount)}</p>
      {payment.refundOwed > 0 && (
        <p className="font-medium text-sky-800" data-testid="refund-owed">
          {t('refundOwed', { amount: formatPrice(payment.refundOwed) })}
        </p>
      )}
    </div>
  );
};

export const PaymentDate = ({ payment }: CellProps) => {
  const { i18n } = useTranslation('admin-payments');
  return (
    <span className="block text-sm text-slate-600">
      {formatDate(payment.createdAt, i18n.language, 'medium')}
    </span>
  );
};

// The references as typed, the duplicate warning when another payment has one of them, and the
// proof (a private file: the gateway lets an admin open it).
export const PaymentEvidence = ({ payment }: CellProps) => {
  const { t } = useTranslation('admin-payments');
  const duplicates = payment.duplicateOf.length;
  return (
    <div className="min-w-0 space-y-1 text-sm">
      {payment.references.length > 0 ? (
        payment.references.map((reference) => (
          <p key={reference} className="font-mono break-all text-slate-900">
            {reference}
          </p>
        ))
      ) : (
        <p className="text-slate-500">{t('noReference')}</p>
      )}
      {duplicates > 0 && (
        <p
          role="status"
          data-testid="duplicate-warning"
          className="flex items-start gap-1 font-medium text-red-700"
        >
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('duplicate', { count: duplicates })}
        </p>
      )}
      {payment.proofUrl ? (
        <a
          href={payment.proofUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
        >
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          {t('proof')}
        </a>
      ) : (
        <p className="text-slate-500">{t('noProof')}</p>
      )}
    </div>
  );
};

// The last admin step, with its note: who moved it, when.
export const PaymentLastStep = ({ payment }: CellProps) => {
  const { t, i18n } = useTranslation('admin-payments');
  const step = payment.history.at(-1);
  if (!step) return null;
  return (
    <p className="text-xs text-slate-600">
      {t('lastStep', {
        state: t(`states.${step.state}`),
        by: step.byEmail ?? step.by,
        date: formatDate(step.at, i18n.language, 'medium'),
      })}
      {step.note ? ` — ${step.note}` : ''}
    </p>
  );
};
