import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TelegramCard } from './telegram-card';
import { WhatsAppCard } from './whatsapp-card';

// /admin/integrations: the admin-only replacement of the spec's public WhatsApp and Telegram
// test pages (docs/identity-and-privacy.md).
export const IntegrationsPanel = () => {
  const { t } = useTranslation('integrations');
  const queryClient = useQueryClient();
  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 max-w-2xl text-slate-600">{t('subtitle')}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void queryClient.invalidateQueries({ queryKey: ['integrations'] })}
        >
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('refresh')}
        </Button>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        <WhatsAppCard />
        <TelegramCard />
      </div>
    </section>
  );
};
