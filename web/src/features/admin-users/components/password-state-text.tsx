import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import type { AdminUser } from '../api/admin-user';
import { passwordState } from '../utils/user-rules';

// 'Password set · changed <date>' or 'No password (OAuth)' — never the hash (docs/identity-and-privacy.md).
export const PasswordStateText = ({ user }: { user: AdminUser }) => {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  const state = passwordState(user);
  if (state.kind === 'unknown') return null;
  if (state.kind === 'none') {
    return <span className="text-sm text-slate-500">{t('users.password.none')}</span>;
  }
  return (
    <span className="text-sm text-slate-700">
      {state.changedAt
        ? t('users.password.setChanged', { date: formatDate(state.changedAt, language, 'medium') })
        : t('users.password.set')}
    </span>
  );
};
