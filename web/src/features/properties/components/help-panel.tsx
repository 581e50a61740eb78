import { MessageCircleQuestionMark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// Part 1 §2 "Need Help": the owner's number stays private, so the visitor asks Ghar through an
// inquiry that already names the listing.
export const HelpPanel = ({ onAsk }: { onAsk: () => void }) => {
  const { t } = useTranslation('properties');
  return (
    <section className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
      <h2 className="text-lg font-bold text-slate-900">{t('detail.help.title')}</h2>
      <p className="mt-2 text-sm text-slate-700">{t('detail.help.text')}</p>
      <Button variant="outline" className="mt-4 w-full" onClick={onAsk} aria-haspopup="dialog">
        <MessageCircleQuestionMark aria-hidden="true" className="size-5" />
        {t('detail.help.button')}
      </Button>
    </section>
  );
};
