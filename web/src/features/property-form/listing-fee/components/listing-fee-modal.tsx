import { formatRupees } from '@ghar/contracts/format';
import { Smartphone } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { PaymentProofPicker } from '@/components/ui/payment-proof-picker';
import { useMessageText } from '@/features/property-form/hooks/use-message-text';
import { useListingFee } from '../api/get-listing-fee';
import type { ListingFee } from '../api/get-listing-fee';
import { listingFeeProofProblem } from '../listing-fee-proof';
import { buildUpiLink } from '../upi-link';

export type ListingFeeModalProps = {
  open: boolean;
  onClose: () => void;
  /** The listing's title; 'Your Property' when it has none yet. */
  propertyTitle: string;
  reference: string;
  busy: boolean;
  /** A refusal of the proof by the server. */
  proofError?: string;
  onPublish: (proof: File) => void;
};

const Commission = ({ fee }: { fee: ListingFee }) => {
  const { t } = useTranslation('property-form');
  const { salePercent, rentRule, rentPercentOfFirstMonth } = fee.commissionStructure;
  return (
    <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
      <p className="font-semibold text-slate-900">{t('fee.commissionTitle')}</p>
      <ul className="mt-1 list-disc space-y-0.5 ps-5">
        <li>{t('fee.commissionSale', { percent: salePercent })}</li>
        <li>
          {rentRule === 'PERCENT_OF_FIRST_MONTH'
            ? t('fee.commissionRentPercent', { percent: rentPercentOfFirstMonth })
            : t('fee.commissionRentMonth')}
        </li>
      </ul>
      <p className="mt-1 text-xs text-slate-500">{t('fee.commissionWhen')}</p>
    </div>
  );
};

const UpiPayment = ({ fee, reference }: { fee: ListingFee; reference: string }) => {
  const { t } = useTranslation('property-form');
  const link = buildUpiLink({ ...fee, reference });
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 p-4">
      <p className="text-sm font-medium text-slate-700">{t('fee.scan')}</p>
      <QRCodeSVG
        value={link}
        size={176}
        marginSize={2}
        role="img"
        aria-label={t('fee.qrLabel', { amount: fee.amount, payee: fee.payeeName })}
      />
      <a href={link} className={buttonClasses({ variant: 'accent', className: 'w-full' })}>
        <Smartphone aria-hidden="true" className="size-4" />
        {t('fee.payApp')}
      </a>
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('fee.upiId')}</dt>
        <dd className="font-medium break-all text-slate-900">{fee.upiId}</dd>
        <dt className="text-slate-500">{t('fee.payee')}</dt>
        <dd className="font-medium text-slate-900">{fee.payeeName}</dd>
        <dt className="text-slate-500">{t('fee.reference')}</dt>
        <dd className="font-mono font-semibold text-slate-900" data-testid="fee-reference">
          {reference}
        </dd>
      </dl>
      <p className="text-xs text-slate-500">{t('fee.referenceHint')}</p>
    </div>
  );
};

/**
 * The listing-fee dialog of the create flow (part 1 §2): fee and commission structure, a UPI QR
 * code and deep link for the exact amount with this listing's reference, the payment proof, and
 * Publish Property. Loaded on demand so the form's chunk stays small.
 */
export const ListingFeeModal = ({
  open,
  onClose,
  propertyTitle,
  reference,
  busy,
  proofError,
  onPublish,
}: ListingFeeModalProps) => {
  const { t } = useTranslation('property-form');
  const messageText = useMessageText();
  const fee = useListingFee();
  const [proof, setProof] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(proofError ?? null), [proofError]);

  const pick = async (file: File | null) => {
    setProof(file);
    setProblem(file ? await listingFeeProofProblem(file) : null);
  };
  const publish = async () => {
    const found = await listingFeeProofProblem(proof);
    setProblem(found);
    if (!found && proof) onPublish(proof);
  };

  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} title={t('fee.title')}>
      <div className="space-y-4">
        <p className="text-sm text-slate-600">
          {t('fee.for', { title: propertyTitle.trim() || t('fee.untitled') })}
        </p>
        {fee.isPending && <Spinner label={t('fee.loading')} />}
        {fee.isError && (
          <div role="alert" className="space-y-2 text-sm text-red-700">
            <p>{t('fee.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => void fee.refetch()}>
              {t('fee.retry')}
            </Button>
          </div>
        )}
        {fee.data && (
          <>
            <div>
              <p className="text-sm text-slate-600">{t('fee.amountLabel')}</p>
              <p className="text-3xl font-bold text-slate-900">{formatRupees(fee.data.amount)}</p>
              <p className="text-xs text-slate-500">{t('fee.refundable')}</p>
            </div>
            <Commission fee={fee.data} />
            <UpiPayment fee={fee.data} reference={reference} />
          </>
        )}
        <PaymentProofPicker
          file={proof}
          onPick={(file) => void pick(file)}
          error={problem ? messageText(problem) : undefined}
          name="listingFeeProof"
          accept="image/*"
          label={t('fee.proof')}
          hint={t('fee.proofHint')}
          chooseText={t('fee.chooseProof')}
          changeText={t('fee.changeProof')}
        />
        <Button
          size="lg"
          className="w-full"
          disabled={busy || !fee.data}
          onClick={() => void publish()}
        >
          {busy ? t('fee.publishing') : t('fee.publish')}
        </Button>
      </div>
    </Dialog>
  );
};
