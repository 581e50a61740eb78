import type { ButtonVariant } from '@/components/ui/button';
import { ImagePickButton } from '@/components/ui/image-pick-button';
import { toast } from '@/components/ui/toast/toast-store';
import { refusalMessages } from '@/lib/form-errors';
import { useUploadAccountImage } from '../api/upload-account-image';
import type { AccountImageSlot } from '../api/upload-account-image';

type ImageUploadButtonProps = {
  slot: AccountImageSlot;
  label: string;
  busyLabel: string;
  successMessage: string;
  failedMessage: string;
  variant?: ButtonVariant;
};

export const ImageUploadButton = ({
  slot,
  successMessage,
  failedMessage,
  ...button
}: ImageUploadButtonProps) => {
  const upload = useUploadAccountImage();
  const onPick = async (file: File) => {
    try {
      await upload.mutateAsync({ slot, file });
      toast.success(successMessage);
      return null;
    } catch (error) {
      return refusalMessages(error, failedMessage)[0] ?? failedMessage;
    }
  };
  return <ImagePickButton {...button} name={slot} busy={upload.isPending} onPick={onPick} />;
};
