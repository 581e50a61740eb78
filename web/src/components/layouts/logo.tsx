import { House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';

export const Logo = ({ onNavigate, inverse }: { onNavigate?: () => void; inverse?: boolean }) => {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.home.getHref()}
      onClick={onNavigate}
      aria-label={t('nav.homeLink')}
      className="flex shrink-0 items-center gap-2 rounded-lg"
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 items-center justify-center rounded-xl',
          inverse ? 'bg-white text-brand-800' : 'bg-brand-700 text-white',
        )}
      >
        <House className="size-5" strokeWidth={2.5} />
      </span>
      <span
        className={cn(
          'text-2xl font-extrabold tracking-tight',
          inverse ? 'text-white' : 'text-brand-800',
        )}
      >
        {t('brand')}
      </span>
    </Link>
  );
};
