import { ImageOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export type SafeImageProps = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /** CSS aspect ratio such as '16 / 10', kept by the image and by its placeholder alike. */
  aspect?: string;
  /**
   * 'eager' only for the image that is the page's largest paint; it is also fetched with high
   * priority, ahead of the scripts and images the browser would otherwise fetch first.
   */
  loading?: 'lazy' | 'eager';
  /** A WebP variant offered before `src` (listing photos). */
  webpSrc?: string;
  /** What shows instead of a missing or broken image; the 'Image Error' box when not given. */
  fallback?: ReactNode;
};

/** The spec's 'Image Error' box (part 2), sized by its `className` and `style`. */
export const ImageErrorBox = ({
  alt,
  className,
  style,
}: {
  alt: string;
  className?: string;
  style?: CSSProperties;
}) => {
  const { t } = useTranslation('common');
  return (
    <span
      role="img"
      aria-label={alt || t('image.error')}
      style={style}
      className={cn(
        'flex flex-col items-center justify-center gap-1 overflow-hidden bg-slate-100 text-slate-600',
        className,
      )}
    >
      <ImageOff aria-hidden="true" className="size-6 shrink-0" />
      <span className="truncate px-1 text-xs">{t('image.error')}</span>
    </span>
  );
};

/**
 * Every image of user or listing content goes through here: a missing or broken file becomes a
 * placeholder of the same size (spec part 2: 'a placeholder or an Image Error box') instead of
 * the browser's broken icon with its alt text spilling out of the frame.
 */
export const SafeImage = ({
  src,
  alt,
  className,
  width,
  height,
  aspect,
  loading = 'lazy',
  webpSrc,
  fallback,
}: SafeImageProps) => {
  // Keyed by src so a new picture gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered image can fail before the page's scripts run, when no onError listens
  // yet: a finished image without pixels is a broken one (issue 23 item 22).
  useEffect(() => {
    const element = ref.current;
    if (element?.complete && element.naturalWidth === 0 && src) setFailedSrc(src);
  }, [src]);
  const style: CSSProperties | undefined = aspect ? { aspectRatio: aspect } : undefined;

  if (!src || failedSrc === src) {
    return (
      fallback ?? (
        <ImageErrorBox alt={alt} style={{ ...style, width, height }} className={className} />
      )
    );
  }
  const img = (
    <img
      ref={ref}
      src={src}
      alt={alt}
      width={width}
      height={height}
      style={style}
      loading={loading}
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('overflow-hidden bg-slate-100 object-cover', className)}
    />
  );
  if (!webpSrc) return img;
  return (
    <picture>
      <source type="image/webp" srcSet={webpSrc} />
      {img}
    </picture>
  );
};
