import { IdCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RevealableAadhaar } from '@/components/account/revealable-aadhaar';
import type { AdminUser } from '../api/admin-user';
import { revealUserAadhaar } from '../api/reveal-user-aadhaar';
import { userLabel } from '../utils/user-rules';

type AadhaarCellProps = { user: AdminUser; onOpen: (user: AdminUser) => void };

export const AadhaarCell = ({ user, onOpen }: AadhaarCellProps) => {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-1">
      <div className="text-sm text-slate-900">
        {user.aadhaar ? (
          <RevealableAadhaar
            masked={user.aadhaar}
            reveal={() => revealUserAadhaar(user.id)}
            showLabel={t('users.showAadhaarOf', { name: userLabel(user) })}
            hideLabel={t('users.hideAadhaarOf', { name: userLabel(user) })}
          />
        ) : (
          '—'
        )}
      </div>
      <button
        type="button"
        onClick={() => onOpen(user)}
        aria-label={t('users.aadhaarImageFor', { name: userLabel(user) })}
        className="inline-flex items-center gap-1 text-start text-xs font-semibold text-brand-700 hover:underline"
      >
        <IdCard aria-hidden="true" className="size-4" />
        {user.aadhaarImage ? t('users.viewImage') : t('users.addImage')}
      </button>
    </div>
  );
};
