import { Ban, KeyRound, LockOpen, Pencil, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { AdminUser } from '../api/admin-user';
import { canBlockOrDelete, userLabel } from '../utils/user-rules';
import type { UserHandlers } from './user-handlers';

type UserActionsProps = {
  user: AdminUser;
  handlers: UserHandlers;
  // The table row has room for icons only; a phone card shows the words too.
  compact?: boolean;
  className?: string;
};

type Action = {
  key: string;
  label: string;
  name: string;
  Icon: LucideIcon;
  tone: string;
  run: () => void;
};

// Edit and password for everyone; block or unblock and delete for non-admins only, while
// admins show their Admin Dealer Code instead.
export const UserActions = ({ user, handlers, compact, className }: UserActionsProps) => {
  const { t } = useTranslation('admin');
  const name = userLabel(user);
  const blocked = user.status === 'BLOCKED';
  const actions: Action[] = [
    {
      key: 'edit',
      label: t('users.actions.edit'),
      name: t('users.actions.editFor', { name }),
      Icon: Pencil,
      tone: 'text-slate-700 hover:bg-slate-100',
      run: () => handlers.onEdit(user),
    },
    {
      key: 'password',
      label: t('users.actions.password'),
      name: t('users.actions.passwordFor', { name }),
      Icon: KeyRound,
      tone: 'text-slate-700 hover:bg-slate-100',
      run: () => handlers.onPassword(user),
    },
  ];
  if (canBlockOrDelete(user)) {
    actions.push(
      blocked
        ? {
            key: 'unblock',
            label: t('users.actions.unblock'),
            name: t('users.actions.unblockFor', { name }),
            Icon: LockOpen,
            tone: 'text-emerald-700 hover:bg-emerald-50',
            run: () => handlers.onToggleBlock(user),
          }
        : {
            key: 'block',
            label: t('users.actions.block'),
            name: t('users.actions.blockFor', { name }),
            Icon: Ban,
            tone: 'text-amber-700 hover:bg-amber-50',
            run: () => handlers.onToggleBlock(user),
          },
      {
        key: 'delete',
        label: t('users.actions.delete'),
        name: t('users.actions.deleteFor', { name }),
        Icon: Trash2,
        tone: 'text-red-700 hover:bg-red-50',
        run: () => handlers.onDelete(user),
      },
    );
  }

  return (
    <div className={cn('flex flex-wrap items-center gap-1', compact && 'w-36', className)}>
      {actions.map(({ key, label, name: accessibleName, Icon, tone, run }) => (
        <button
          key={key}
          type="button"
          onClick={run}
          aria-label={accessibleName}
          title={compact ? label : undefined}
          className={buttonClasses({
            variant: compact ? 'outline' : 'ghost',
            size: 'sm',
            className: cn(compact ? 'size-8 px-0' : 'px-2', tone),
          })}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {!compact && label}
        </button>
      ))}
      {!canBlockOrDelete(user) && (
        <p className={cn('text-xs text-slate-600', compact ? 'basis-full pt-1' : 'px-2')}>
          <span className="block font-semibold">{t('users.adminDealerCode')}</span>
          <span className="font-mono break-all text-slate-900">{user.id}</span>
        </p>
      )}
    </div>
  );
};
