import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { screenErrorMessage } from '@/lib/api-error';
import { useTelegramStatus } from '../api/get-telegram-status';
import { useSendTelegramTest } from '../api/send-telegram-test';
import { failedOutcome } from '../send-outcome';
import type { SendOutcome } from '../send-outcome';
import { ChannelCard } from './channel-card';
import { ChannelMessageForm } from './channel-message-form';
import { StatusList } from './status-list';

export const TelegramCard = () => {
  const { t } = useTranslation('integrations');
  const status = useTelegramStatus();
  const send = useSendTelegramTest();
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const data = status.data;

  const onSend = (message: string) => {
    setOutcome(null);
    send.mutate(message, {
      onSuccess: (result) => {
        const sent = result.notification?.message;
        setOutcome({
          ok: true,
          message: t('telegram.sent'),
          detail: sent ? t('telegram.sentText', { text: sent }) : undefined,
        });
        toast.success(t('telegram.sent'));
      },
      onError: (error) =>
        setOutcome(
          failedOutcome(error, { failed: t('telegram.failed'), errored: t('telegram.failed') }),
        ),
    });
  };

  return (
    <ChannelCard
      title={t('telegram.title')}
      description={t('telegram.description')}
      loading={status.isPending}
      badge={
        data && {
          text: data.telegramConnected ? t('status.connected') : t('status.notConnected'),
          good: data.telegramConnected,
        }
      }
    >
      {status.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {screenErrorMessage(status.error, t('telegram.statusFailed'))}
        </p>
      ) : (
        data && (
          <StatusList
            items={[
              {
                label: t('telegram.connection'),
                value: data.telegramConnected ? t('status.connected') : t('status.notConnected'),
                tone: data.telegramConnected ? 'good' : 'bad',
              },
            ]}
          />
        )
      )}
      {data?.message && <p className="text-sm text-slate-600">{data.message}</p>}
      <ChannelMessageForm
        actions={[{ key: 'test', label: t('telegram.sendTest'), primary: true }]}
        busy={send.isPending}
        outcome={outcome}
        onSend={onSend}
      />
    </ChannelCard>
  );
};
