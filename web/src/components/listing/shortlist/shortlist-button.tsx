import './i18n';
import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { withNext } from '@/lib/auth/next-page';
import { useAuth } from '@/lib/auth/use-auth';
import { cn } from '@/lib/cn';
import { showActionFailure } from '@/lib/error-toast';
import { useShortlistIds, useShortlistToggle } from './shortlist-api';

/**
 * The ♥ (issue 27 item 5): saves the home to the signed-in user's shortlist or removes it. A
 * visitor goes to login and comes back to this very page (`?next=`).
 */
export const ShortlistButton = ({
  propertyId,
  className,
}: {
  propertyId: string;
  className?: string;
}) => {
  const { t } = useTranslation('shortlist');
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { data: savedIds } = useShortlistIds();
  const { toggle } = useShortlistToggle(
    (error) => void showActionFailure(error, t('button.failed')),
  );
  const saved = savedIds?.has(propertyId) ?? false;

  const press = () => {
    if (!user) {
      void navigate(withNext(paths.login.getHref(), `${location.pathname}${location.search}`));
      return;
    }
    void toggle(propertyId, !saved);
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t(saved ? 'button.remove' : 'button.save')}
      title={t(saved ? 'button.remove' : 'button.save')}
      onClick={(event) => {
        // On a card the ♥ sits over the link to the listing: the press is the ♥'s alone.
        event.preventDefault();
        event.stopPropagation();
        press();
      }}
      className={cn(
        'flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 transition hover:text-rose-600 focus-visible:outline-2 focus-visible:outline-brand-600',
        saved ? 'text-rose-600' : 'text-slate-700',
        className,
      )}
    >
      <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-current')} />
    </button>
  );
};
