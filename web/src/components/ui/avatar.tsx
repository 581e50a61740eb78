import { cn } from '@/lib/cn';
import { SafeImage } from './safe-image';

type AvatarProps = { name: string; src?: string | null; alt: string; className?: string };

// The profile picture, or the first letter of the name while there is none or it fails to load.
export const Avatar = ({ name, src, alt, className }: AvatarProps) => (
  <SafeImage
    src={src}
    alt={alt}
    className={cn('shrink-0 rounded-full', className)}
    fallback={
      <span
        role="img"
        aria-label={alt}
        className={cn(
          'flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 font-bold text-brand-800 uppercase',
          className,
        )}
      >
        {name.charAt(0)}
      </span>
    }
  />
);
