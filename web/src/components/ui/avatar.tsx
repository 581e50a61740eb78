import { cn } from '../../lib/cn';

type AvatarProps = { name: string; src?: string | null; alt: string; className?: string };

// The profile picture, or the first letter of the name until there is one.
export const Avatar = ({ name, src, alt, className }: AvatarProps) =>
  src ? (
    <img src={src} alt={alt} className={cn('rounded-full bg-slate-100 object-cover', className)} />
  ) : (
    <span
      role="img"
      aria-label={alt}
      className={cn(
        'flex items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800 uppercase',
        className,
      )}
    >
      {name.charAt(0)}
    </span>
  );
