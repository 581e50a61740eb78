import { ImageOff } from 'lucide-react';
import { SafeImage } from '@/components/ui/safe-image';
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

// WebP for browsers that take it, JPEG for the rest; a broken or missing photo becomes a
// placeholder box instead of the browser's broken-image icon (part 2 §8).
export const PropertyImage = ({
  image,
  alt,
  placeholder,
  className,
  eager = false,
  width,
  height,
}: PropertyImageProps) => (
  <SafeImage
    src={image?.jpeg}
    webpSrc={image?.webp}
    alt={alt}
    width={width}
    height={height}
    loading={eager ? 'eager' : 'lazy'}
    className={className}
    fallback={
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
    }
  />
);
