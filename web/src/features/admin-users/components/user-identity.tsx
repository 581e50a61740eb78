import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { TruncatedText } from '@/components/ui/truncated-text';
import { ImagePickButton } from '@/components/ui/image-pick-button';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessages } from '@/lib/form-errors';
import type { AdminUser } from '../api/admin-user';
import { useUploadUserImage } from '../api/upload-user-image';
import { userLabel } from '../utils/user-rules';

export const UserIdentity = ({ user }: { user: AdminUser }) => {
  const { t } = useTranslation('admin');
  const name = userLabel(user);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar
        name={name}
        src={user.profilePic}
        alt={t('users.pictureOf', { name })}
        className="size-10 shrink-0"
      />
      {/* A fixed width: in a table, a long name would otherwise widen the column (issue 8). */}
      <div className="w-56 min-w-0">
        <TruncatedText as="p" text={user.name || '—'} className="font-semibold text-slate-900" />
        <TruncatedText as="p" text={user.email} className="text-sm text-slate-600" />
      </div>
    </div>
  );
};

// An admin may replace a user's profile picture (part 2 §6).
export const UserPictureUpload = ({ user }: { user: AdminUser }) => {
  const { t } = useTranslation('admin');
  const upload = useUploadUserImage();
  const onPick = async (file: File) => {
    try {
      await upload.mutateAsync({ id: user.id, slot: 'profilePic', file });
      toast.success(t('users.toast.pictureUpdated'));
      return null;
    } catch (error) {
      return refusalMessages(error, t('users.failed.picture'))[0] ?? t('users.failed.picture');
    }
  };
  return (
    <ImagePickButton
      label={t('users.changePicture')}
      busyLabel={t('users.uploading')}
      busy={upload.isPending}
      onPick={onPick}
      name="profilePic"
      variant="ghost"
    />
  );
};
