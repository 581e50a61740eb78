import type { PropertyAction } from '@ghar/contracts/constants';
import { formatRupees } from '@ghar/contracts/format';
import { bookingAmount } from '@ghar/contracts/money';
import { ERROR_MESSAGES } from '@ghar/contracts/texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toast/toast-store';
import { PaymentProofPicker } from '@/components/ui/payment-proof-picker';
import { isApiError } from '@/lib/api-error';
import { showErrorToast } from '@/lib/error-toast';
import '../i18n';
import { useCreateBooking } from '../api/create-booking';
import { useDefaultBookingCharge } from '../api/get-booking-payee';
import { useHasPendingBooking } from '../api/get-pending-booking';
import { newBookingReference } from '../utils/booking-upi';
import { paymentRefProblem } from '../utils/payment-ref-problem';
import type { PaymentRefProblem } from '../utils/payment-ref-problem';
import { proofProblem } from '../utils/proof-check';
import type { ProofProblem } from '../utils/proof-check';
import { PendingBookingNotice } from './pending-booking-notice';
import { UpiPayBox } from './upi-pay-box';

export type BookableProperty = {
  id: string;
  title: string;
  action: PropertyAction;
  perMonthCharges?: number;
  leaseDuration?: number;
  bookingCharges?: number;
};

export type BookPropertyModalProps = {
  open: boolean;
  onClose: () => void;
  property: BookableProperty;
  /** After the booking is stored (the dialog has closed itself). */
  onBooked?: () => void;
};

/**
 * 'Book Property' (part 1 §2, issue 11 item 6): the amount by the spec's rule, Pay by UPI for it,
 * then the payment reference, the proof (image or PDF, at most 5MB) and an optional dealer code
 * (empty: a direct booking). A refusal shows the booking error toast ('Property Already Booked',
 * 'Invalid Dealer Code', 'Payment Error' …). A user whose booking of it is still PENDING sees
 * that instead of the form (issue 23 item 14). Loaded on the first Book Now.
 */
export const BookPropertyModal = ({
  open,
  onClose,
  property,
  onBooked,
}: BookPropertyModalProps) => {
  const { t } = useTranslation('bookings');
  const create = useCreateBooking();
  const amount = bookingAmount(property, useDefaultBookingCharge());
  const [reference] = useState(() => newBookingReference(property.id));
  const [paymentRef, setPaymentRef] = useState('');
  const [dealerCode, setDealerCode] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [refError, setRefError] = useState<PaymentRefProblem | null>(null);
  const [proofError, setProofError] = useState<ProofProblem | null>(null);
  const [refusedAsPending, setRefusedAsPending] = useState(false);
  const pending = useHasPendingBooking(property.id) || refusedAsPending;

  const pick = async (file: File | null) => {
    setProof(file);
    setProofError(file ? await proofProblem(file) : null);
  };

  const submit = async () => {
    const refFound = paymentRefProblem(paymentRef);
    const proofFound = await proofProblem(proof);
    setRefError(refFound);
    setProofError(proofFound);
    if (refFound || proofFound || !proof) return;
    try {
      await create.mutateAsync({
        propertyId: property.id,
        paymentRef,
        paymentProof: proof,
        dealerCode,
        upiReference: reference,
      });
      toast.success(t('modal.success'), t('modal.successTitle'));
      onClose();
      onBooked?.();
    } catch (error) {
      // Made in another tab or on another phone since this one opened.
      const isPending =
        isApiError(error) && error.serverMessage === ERROR_MESSAGES.pendingBookingExists;
      if (isPending) setRefusedAsPending(true);
      else showErrorToast(error, 'booking');
    }
  };

  return (
    <Dialog
      open={open}
      onClose={create.isPending ? () => undefined : onClose}
      title={t('modal.title')}
    >
      {pending ? (
        <PendingBookingNotice onClose={onClose} />
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="text-sm text-slate-600">{t('modal.for', { title: property.title })}</p>
          <div>
            <p className="text-sm text-slate-600">{t('modal.amountLabel')}</p>
            <p className="text-3xl font-bold text-slate-900" data-testid="booking-amount">
              {formatRupees(amount)}
            </p>
            <p className="text-xs text-slate-500">{t(`modal.amountRule.${property.action}`)}</p>
          </div>
          <UpiPayBox amount={amount} reference={reference} />
          <TextField
            label={t('modal.paymentRef')}
            name="paymentRef"
            requiredMark
            autoComplete="off"
            value={paymentRef}
            hint={t('modal.paymentRefHint')}
            error={refError ? t(`rules.${refError}`) : undefined}
            onChange={(event) => {
              setPaymentRef(event.target.value);
              setRefError(null);
            }}
          />
          <PaymentProofPicker
            file={proof}
            onPick={(file) => void pick(file)}
            error={proofError ? t(`rules.${proofError}`) : undefined}
            name="paymentProof"
            accept="image/*,application/pdf"
            label={t('modal.proof')}
            hint={t('modal.proofHint')}
            chooseText={t('modal.chooseProof')}
            changeText={t('modal.changeProof')}
          />
          <TextField
            label={t('modal.dealerCode')}
            name="dealerCode"
            autoComplete="off"
            value={dealerCode}
            hint={dealerCode.trim() ? undefined : t('modal.dealerHint')}
            onChange={(event) => setDealerCode(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={create.isPending}>
              {t('modal.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('modal.submitting') : t('modal.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
};
