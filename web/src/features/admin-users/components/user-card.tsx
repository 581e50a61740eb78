import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import type { AdminUser } from '../api/admin-user';
import { useUserEditor } from '../hooks/use-user-editor';
import { AadhaarCell } from './aadhaar-cell';
import { PasswordStateText } from './password-state-text';
import { RoleBadge, StatusBadge } from './user-badges';
import { UserActions } from './user-actions';
import { AadhaarField, EditActions, NameMobileFields, RoleField } from './user-edit-fields';
import type { UserHandlers } from './user-handlers';
import { UserIdentity, UserPictureUpload } from './user-identity';
import { TruncatedText } from '@/components/ui/truncated-text';

type UserCardProps = { user: AdminUser; editing: boolean; isSelf: boolean; handlers: UserHandlers };

const EditingCard = ({ user, isSelf, handlers }: Omit<UserCardProps, 'editing'>) => {
  const editor = useUserEditor(user, handlers.onCancelEdit);
  return (
    <li
      className="space-y-4 rounded-2xl bg-brand-50/40 p-4 ring-1 ring-brand-200"
      data-user-email={user.email}
    >
      <TruncatedText as="p" text={user.email} className="text-sm text-slate-600" />
      <NameMobileFields editor={editor} />
      <AadhaarField editor={editor} />
      <RoleField editor={editor} locked={isSelf} />
      <UserPictureUpload user={user} />
      <EditActions editor={editor} onCancel={handlers.onCancelEdit} />
    </li>
  );
};

// The phone layout of one table row.
export const UserCard = ({ user, editing, isSelf, handlers }: UserCardProps) => {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  if (editing) return <EditingCard user={user} isSelf={isSelf} handlers={handlers} />;
  return (
    <li
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      data-user-email={user.email}
    >
      <div className="flex items-start justify-between gap-3">
        <UserIdentity user={user} />
        <div className="flex shrink-0 flex-col items-end gap-1">
          <RoleBadge role={user.role} />
          <StatusBadge status={user.status} />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('users.columns.mobile')}</dt>
          <dd className="text-slate-900">{user.mobile || '—'}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-500">{t('users.columns.joined')}</dt>
          <dd className="text-slate-900">
            {user.createdAt ? formatDate(user.createdAt, language, 'medium') : '—'}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-medium text-slate-500">{t('users.columns.aadhaar')}</dt>
          <dd>
            <AadhaarCell user={user} onOpen={handlers.onAadhaar} />
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-medium text-slate-500">{t('users.columns.password')}</dt>
          <dd>
            <PasswordStateText user={user} />
          </dd>
        </div>
      </dl>
      <UserActions
        user={user}
        handlers={handlers}
        className="mt-3 -ms-2 border-t border-slate-100 pt-2"
      />
    </li>
  );
};
