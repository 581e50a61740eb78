import { Ban, KeyRound, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/action-buttons';
import type { RowAction } from '@/components/ui/action-buttons';
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

// Edit and password for everyone; block or unblock and delete for non-admins only, while
// admins show their Admin Dealer Code instead.
export const UserActions = ({ user, handlers, compact, className }: UserActionsProps) => {
  const { t } = useTranslation('admin');
  const name = userLabel(user);
  const blocked = user.status === 'BLOCKED';
  const actions: RowAction[] = [
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
    <ActionButtons actions={actions} compact={compact} className={cn(compact && 'w-36', className)}>
      {!canBlockOrDelete(user) && (
        <p className={cn('text-xs text-slate-600', compact ? 'basis-full pt-1' : 'px-2')}>
          <span className="block font-semibold">{t('users.adminDealerCode')}</span>
          {/* The admin's id only means "directly under the company" (see profile-view.ts). */}
          <span className="text-slate-900">{t('users.companyCode')}</span>
        </p>
      )}
    </ActionButtons>
  );
};
