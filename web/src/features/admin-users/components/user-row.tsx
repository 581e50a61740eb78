import { useTranslation } from 'react-i18next';
import { TruncatedText } from '@/components/ui/truncated-text';
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

type UserRowProps = {
  user: AdminUser;
  editing: boolean;
  isSelf: boolean;
  handlers: UserHandlers;
};

const cell = 'px-4 py-3 align-top';

const Joined = ({ user }: { user: AdminUser }) => {
  const { t } = useTranslation('admin');
  const { language } = useLanguage();
  if (!user.createdAt) return null;
  return (
    <p className="text-xs text-slate-500">
      {t('users.joinedOn', { date: formatDate(user.createdAt, language, 'medium') })}
    </p>
  );
};

const EditingRow = ({ user, isSelf, handlers }: Omit<UserRowProps, 'editing'>) => {
  const editor = useUserEditor(user, handlers.onCancelEdit);
  return (
    <tr className="bg-brand-50/40" data-user-email={user.email}>
      <td className={`${cell} w-56`}>
        <TruncatedText as="p" text={user.email} className="mb-2 w-56 text-sm text-slate-600" />
        <NameMobileFields editor={editor} />
        <div className="mt-2">
          <UserPictureUpload user={user} />
        </div>
      </td>
      <td className={`${cell} min-w-48`}>
        <AadhaarField editor={editor} />
      </td>
      <td className={`${cell} min-w-36`}>
        <RoleField editor={editor} locked={isSelf} />
        <div className="mt-2">
          <StatusBadge status={user.status} />
        </div>
      </td>
      <td className={`${cell} min-w-40`}>
        <PasswordStateText user={user} />
      </td>
      <td className={cell}>
        <EditActions editor={editor} onCancel={handlers.onCancelEdit} />
      </td>
    </tr>
  );
};

export const UserRow = ({ user, editing, isSelf, handlers }: UserRowProps) => {
  const { t } = useTranslation('admin');
  if (editing) return <EditingRow user={user} isSelf={isSelf} handlers={handlers} />;
  return (
    <tr data-user-email={user.email}>
      <td className={cell}>
        <UserIdentity user={user} />
        <div className="mt-1 space-y-0.5 ps-13">
          <p className="text-sm text-slate-600">
            {user.mobile || <span className="text-slate-400">{t('users.noMobile')}</span>}
          </p>
          <Joined user={user} />
        </div>
      </td>
      <td className={cell}>
        <AadhaarCell user={user} onOpen={handlers.onAadhaar} />
      </td>
      <td className={cell}>
        <div className="flex flex-col items-start gap-1.5">
          <RoleBadge role={user.role} />
          <StatusBadge status={user.status} />
        </div>
      </td>
      <td className={`${cell} min-w-40`}>
        <PasswordStateText user={user} />
      </td>
      <td className={cell}>
        <UserActions user={user} handlers={handlers} compact />
      </td>
    </tr>
  );
};
