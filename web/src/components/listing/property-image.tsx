import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SafeImage } from '@/components/ui/safe-image';
import { cn } from '@/lib/cn';
import type { ImageVariant } from '@ghar/contracts/http';

type PropertyImageProps = {
  image: ImageVariant | undefined;
  alt: string;
  placeholder: string;
  className?: string;
  eager?: boolean;
  width?: number;
  height?: number;
};

/** The frame a listing shows instead of a photo: an icon and, when given, a text under it. */
const PhotoPlaceholder = ({ text, className }: { text: string; className?: string }) => (
  <div
    role={text ? 'img' : undefined}
    aria-label={text || undefined}
    aria-hidden={text ? undefined : true}
    className={cn(
      'flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500',
      className,
    )}
  >
    <ImageOff aria-hidden="true" className="size-8" />
    {text && <span className="text-xs">{text}</span>}
  </div>
);

// WebP for browsers that take it, JPEG for the rest (part 2 §8): a listing without a photo
// shows `placeholder` ('No photo yet'); a photo that fails to load shows the same frame saying
// 'Photo unavailable' (issue 26; the spec allows a placeholder for a broken image), never the
// browser's broken-image icon. A thumbnail (empty placeholder) shows the icon alone.
export const PropertyImage = ({
  image,
  alt,
  placeholder,
  className,
  eager = false,
  width,
  height,
}: PropertyImageProps) => {
  const { t } = useTranslation('common');
  if (!image) return <PhotoPlaceholder text={placeholder} className={className} />;
  return (
    <SafeImage
      src={image.jpeg}
      webpSrc={image.webp}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      className={className}
      // Sized by the frame alone: width and height are the photo's pixels, not the frame's.
      fallback={
        <PhotoPlaceholder text={placeholder && t('image.photoUnavailable')} className={className} />
      }
    />
  );
};
