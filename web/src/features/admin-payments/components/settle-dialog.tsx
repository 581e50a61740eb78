import type { ReconciledPayment } from '@ghar/contracts/http';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { formatPrice } from '@/lib/format';

export type Settlement = { payment: ReconciledPayment; state: 'REFUNDED' | 'KEPT' };

type SettleDialogProps = {
  settlement: Settlement | null;
  busy: boolean;
  onConfirm: (note: string) => void;
  onCancel: () => void;
};

// Refunding or keeping a payment is final: the admin confirms it and may note why (the refund's
// UTR, the fine kept). The amount shown is what is owed back, or the whole payment when nothing is.
export const SettleDialog = ({ settlement, busy, onConfirm, onCancel }: SettleDialogProps) => {
  const { t } = useTranslation('admin-payments');
  const [note, setNote] = useState('');
  if (!settlement) return null;
  const { payment, state } = settlement;
  const amount = formatPrice(
    state === 'REFUNDED' && payment.refundOwed > 0 ? payment.refundOwed : payment.amount,
  );
  const who = payment.payer.name ?? payment.payer.email;
  const close = () => {
    setNote('');
    onCancel();
  };
  return (
    <Dialog open onClose={close} title={t(`settle.${state}.title`)}>
      <p className="text-slate-700">
        {t(`settle.${state}.message`, { amount, who, title: payment.propertyTitle })}
      </p>
      <InputField
        className="mt-4"
        label={t('settle.note')}
        placeholder={t('settle.notePlaceholder')}
        value={note}
        maxLength={500}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={close} disabled={busy}>
          {t('settle.cancel')}
        </Button>
        <Button
          disabled={busy}
          onClick={() => {
            onConfirm(note.trim());
            setNote('');
          }}
        >
          {busy ? t('actions.processing') : t(`settle.${state}.confirm`)}
        </Button>
      </div>
    </Dialog>
  );
};
