import type { Role, UserStatus } from '@ghar/contracts/constants';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

const roleTone: Record<Role, string> = {
  ADMIN: 'bg-violet-50 text-violet-800 ring-violet-200',
  DEALER: 'bg-amber-50 text-amber-800 ring-amber-200',
  USER: 'bg-slate-50 text-slate-700 ring-slate-200',
};

export const RoleBadge = ({ role }: { role: Role }) => {
  const { t } = useTranslation('admin');
  return <span className={cn(badge, roleTone[role])}>{t(`users.roles.${role}`)}</span>;
};

export const StatusBadge = ({ status }: { status: UserStatus }) => {
  const { t } = useTranslation('admin');
  return (
    <span
      className={cn(
        badge,
        status === 'ACTIVE'
          ? 'bg-emerald-50 text-emerald-800 ring-emerald-200'
          : 'bg-red-50 text-red-800 ring-red-200',
      )}
    >
      {t(`users.statuses.${status}`)}
    </span>
  );
};
