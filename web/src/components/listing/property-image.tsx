import { ImageOff } from 'lucide-react';
import { ImageErrorBox, SafeImage } from '@/components/ui/safe-image';
import { cn } from '@/lib/cn';
import type { ImageVariant } from '@ghar/contracts';

type PropertyImageProps = {
  image: ImageVariant | undefined;
  alt: string;
  placeholder: string;
  className?: string;
  eager?: boolean;
  width?: number;
  height?: number;
};

// WebP for browsers that take it, JPEG for the rest (part 2 §8): a listing without a photo
// shows `placeholder` ('No photo yet'); a photo that fails to load shows SafeImage's 'Image
// Error' box of the same size instead of the browser's broken-image icon.
export const PropertyImage = ({
  image,
  alt,
  placeholder,
  className,
  eager = false,
  width,
  height,
}: PropertyImageProps) =>
  image ? (
    <SafeImage
      src={image.jpeg}
      webpSrc={image.webp}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      className={className}
      // Sized by the frame alone: width and height are the photo's pixels, not the frame's.
      fallback={<ImageErrorBox alt={alt} className={className} />}
    />
  ) : (
    <div
      role={placeholder ? 'img' : undefined}
      aria-label={placeholder || undefined}
      aria-hidden={placeholder ? undefined : true}
      className={cn(
        'flex flex-col items-center justify-center gap-2 bg-slate-100 text-slate-500',
        className,
      )}
    >
      <ImageOff aria-hidden="true" className="size-8" />
      {placeholder && <span className="text-xs">{placeholder}</span>}
    </div>
  );
