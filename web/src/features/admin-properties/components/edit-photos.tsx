import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '@/components/ui/safe-image';
import { ImagePickButton } from '@/components/ui/image-pick-button';
import { showErrorToast } from '@/lib/error-toast';
import { useUploadListingImage } from '../api/upload-listing-image';

type EditPhotosProps = {
  title: string;
  urls: string[];
  onChange: (urls: string[]) => void;
};

// The edit modal's photos: remove any, add one through POST /properties/upload-image.
export const EditPhotos = ({ title, urls, onChange }: EditPhotosProps) => {
  const { t } = useTranslation('admin-properties');
  const upload = useUploadListingImage();
  const onPick = async (file: File) => {
    try {
      onChange([...urls, await upload.mutateAsync(file)]);
    } catch (error) {
      showErrorToast(error, 'upload');
    }
    return null;
  };
  return (
    <fieldset className="space-y-2">
      <legend className="mb-1 text-sm font-medium text-slate-700">{t('edit.photos')}</legend>
      {urls.length > 0 && (
        <ul className="grid grid-cols-3 gap-2">
          {urls.map((url, index) => (
            <li key={url} className="relative">
              <SafeImage
                src={url}
                alt={t('edit.photoAlt', { number: index + 1, title })}
                aspect="4 / 3"
                className="w-full rounded-lg object-cover ring-1 ring-slate-200"
              />
              <button
                type="button"
                aria-label={t('edit.removePhoto', { number: index + 1 })}
                onClick={() => onChange(urls.filter((kept) => kept !== url))}
                className="absolute end-1 top-1 rounded-full bg-white/90 p-1 text-red-700 shadow ring-1 ring-slate-200 hover:bg-white"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <ImagePickButton
        label={t('edit.addPhoto')}
        busyLabel={t('edit.uploading')}
        busy={upload.isPending}
        onPick={onPick}
        name="image"
      />
    </fieldset>
  );
};
