import { IdCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { groupAadhaar } from '@/lib/identity-format';
import type { AdminUser } from '../api/admin-user';
import { userLabel } from '../utils/user-rules';

type AadhaarCellProps = { user: AdminUser; onOpen: (user: AdminUser) => void };

export const AadhaarCell = ({ user, onOpen }: AadhaarCellProps) => {
  const { t } = useTranslation('admin');
  return (
    <div className="space-y-1">
      <p className="font-mono text-sm tracking-wide whitespace-nowrap text-slate-900">
        {user.aadhaar ? groupAadhaar(user.aadhaar) : '—'}
      </p>
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
