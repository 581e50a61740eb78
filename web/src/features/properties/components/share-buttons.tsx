import { MessageCircle, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useClientValue } from '@/hooks/use-client-value';
import { LANGUAGE_PARAM } from '@/lib/i18n';
import { Button, buttonClasses } from '@/components/ui/button';
import { toast } from '@/components/ui/toast/toast-store';
import { shareLinks } from '../utils/share-links';

// The phone's own share sheet where the browser has one; elsewhere the link is copied.
// They share the page's canonical address in the reader's language: the og:url whose preview
// card (photo, price, place) WhatsApp shows.
export const ShareButtons = ({ title, path }: { title: string; path: string }) => {
  const { t, i18n } = useTranslation('properties');
  // The server render has no address bar; the links get the page's origin once it runs.
  const origin = useClientValue(() => window.location.origin, '');
  // English has no parameter (app/ssr/head.ts languageUrl, kept out of this page's scripts).
  const url = origin
    ? `${origin}${path}${i18n.language === 'en' ? '' : `?${LANGUAGE_PARAM}=${i18n.language}`}`
    : '';
  const { whatsapp } = shareLinks(title, url);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure worth a fallback.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('detail.share.copied'));
    } catch {
      toast.warning(t('detail.share.copyFailed'));
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => void share()}>
        <Share2 aria-hidden="true" className="size-4" />
        {t('detail.share.button')}
      </Button>
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClasses({ variant: 'outline', size: 'sm' })}
      >
        <MessageCircle aria-hidden="true" className="size-4 text-emerald-600" />
        {t('detail.share.whatsapp')}
      </a>
    </div>
  );
};
