import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui/dialog';
import { SafeImage } from '@/components/ui/safe-image';
import { ImagePickButton } from '@/components/ui/image-pick-button';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessages } from '@/lib/form-errors';
import { groupAadhaar } from '@/lib/identity-format';
import type { AdminUser } from '../api/admin-user';
import { useUploadUserImage } from '../api/upload-user-image';
import { userLabel } from '../utils/user-rules';
import { TruncatedText } from '@/components/ui/truncated-text';

const AadhaarImageBody = ({ user }: { user: AdminUser }) => {
  const { t } = useTranslation('admin');
  const upload = useUploadUserImage();
  const name = userLabel(user);
  const onPick = async (file: File) => {
    try {
      await upload.mutateAsync({ id: user.id, slot: 'aadhaarImage', file });
      toast.success(t('users.toast.aadhaarUpdated'));
      return null;
    } catch (error) {
      return refusalMessages(error, t('users.failed.aadhaar'))[0] ?? t('users.failed.aadhaar');
    }
  };
  return (
    <div className="space-y-4">
      <div className="text-sm text-slate-600">
        <TruncatedText as="p" text={name} className="font-semibold text-slate-900" />
        {user.aadhaar && <p className="font-mono">{groupAadhaar(user.aadhaar)}</p>}
      </div>
      {user.aadhaarImage ? (
        <a href={user.aadhaarImage} target="_blank" rel="noreferrer" className="block">
          <SafeImage
            src={user.aadhaarImage}
            alt={t('users.aadhaarDialog.alt', { name })}
            aspect="16 / 10"
            className="w-full rounded-xl object-contain ring-1 ring-slate-200"
          />
          <span className="mt-1 block text-xs text-brand-700 underline">
            {t('users.aadhaarDialog.openFull')}
          </span>
        </a>
      ) : (
        <p className="rounded-xl bg-slate-50 p-6 text-center text-sm text-slate-600">
          {t('users.aadhaarDialog.none')}
        </p>
      )}
      <ImagePickButton
        label={
          user.aadhaarImage ? t('users.aadhaarDialog.replace') : t('users.aadhaarDialog.upload')
        }
        busyLabel={t('users.uploading')}
        busy={upload.isPending}
        onPick={onPick}
        name="aadhaarImage"
      />
    </div>
  );
};

// The Aadhaar image viewer of the All Users screen; admins may also replace the image.
export const AadhaarImageDialog = ({
  user,
  onClose,
}: {
  user: AdminUser | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={user !== null} onClose={onClose} title={t('users.aadhaarDialog.title')}>
      {user && <AadhaarImageBody user={user} />}
    </Dialog>
  );
};
