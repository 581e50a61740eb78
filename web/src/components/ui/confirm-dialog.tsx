import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  tone?: 'danger' | 'primary';
  onConfirm: () => void;
  onCancel: () => void;
};

// Asks before an action that is hard to undo (delete, block).
export const ConfirmDialog = ({
  open,
  title,
  message,
  confirmLabel,
  busy,
  tone = 'danger',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const { t } = useTranslation('forms');
  return (
    <Dialog open={open} onClose={onCancel} title={title}>
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t('cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={busy}
          className={tone === 'danger' ? 'bg-red-600 hover:bg-red-700 active:bg-red-800' : ''}
        >
          {confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
};
