import { Maximize2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageViewer } from '@/components/ui/image-viewer';
import { SafeImage } from '@/components/ui/safe-image';
import { displayName } from '@/lib/auth/user';
import type { Account } from '../api/account';
import { ImageUploadButton } from './image-upload-button';

// The Aadhaar card photo (private: only the owner and admins get its URL) with 'View Full'.
export const AadhaarImageCard = ({ account }: { account: Account }) => {
  const { t } = useTranslation('profile');
  const [open, setOpen] = useState(false);
  const src = account.aadhaarImage;
  const alt = t('aadhaarImage.alt', { name: displayName(account) });
  return (
    <div className="space-y-3">
      {src ? (
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="group relative block w-full max-w-xs overflow-hidden rounded-xl ring-1 ring-slate-200"
        >
          <SafeImage src={src} alt={alt} aspect="16 / 10" className="w-full" />
          <span className="absolute inset-x-0 bottom-0 flex items-center justify-center gap-2 bg-slate-900/60 py-2 text-sm font-semibold text-white transition-colors group-hover:bg-slate-900/75">
            <Maximize2 aria-hidden="true" className="size-5" />
            {t('aadhaarImage.viewFull')}
          </span>
        </button>
      ) : (
        <p className="text-sm text-slate-500">{t('aadhaarImage.none')}</p>
      )}
      <ImageUploadButton
        slot="aadhaarImage"
        label={src ? t('aadhaarImage.replace') : t('aadhaarImage.upload')}
        busyLabel={t('aadhaarImage.uploading')}
        successMessage={t('aadhaarImage.success')}
        failedMessage={t('aadhaarImage.failed')}
      />
      {src && <ImageViewer open={open} src={src} title={alt} onClose={() => setOpen(false)} />}
    </div>
  );
};
