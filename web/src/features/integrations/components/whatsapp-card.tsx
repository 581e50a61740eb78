import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { screenErrorMessage } from '@/lib/api-error';
import { useWhatsAppStatus } from '../api/get-whatsapp-status';
import { useSendWhatsApp } from '../api/send-whatsapp';
import type { WhatsAppSendKind } from '../api/send-whatsapp';
import { failedOutcome } from '../send-outcome';
import type { SendOutcome } from '../send-outcome';
import { ChannelCard } from './channel-card';
import { ChannelMessageForm } from './channel-message-form';
import { StatusList } from './status-list';

const MESSAGE_TYPES: Record<WhatsAppSendKind, string> = { test: 'TEST', message: 'MESSAGE' };

export const WhatsAppCard = () => {
  const { t } = useTranslation('integrations');
  const status = useWhatsAppStatus();
  const send = useSendWhatsApp();
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const data = status.data;

  const onSend = (message: string, action: string) => {
    const kind: WhatsAppSendKind = action === 'message' ? 'message' : 'test';
    setOutcome(null);
    send.mutate(
      { kind, body: { message, type: MESSAGE_TYPES[kind] } },
      {
        onSuccess: () => {
          const text = kind === 'test' ? t('whatsapp.sent') : t('whatsapp.messageSent');
          setOutcome({ ok: true, message: text });
          toast.success(text);
        },
        onError: (error) =>
          setOutcome(
            failedOutcome(
              error,
              kind === 'test'
                ? { failed: t('whatsapp.failed'), errored: t('whatsapp.error') }
                : { failed: t('whatsapp.messageFailed'), errored: t('whatsapp.messageError') },
            ),
          ),
      },
    );
  };

  return (
    <ChannelCard
      title={t('whatsapp.title')}
      description={t('whatsapp.description')}
      loading={status.isPending}
      badge={
        data && {
          text: data.cloudAPI ? t('status.configured') : t('status.notConfigured'),
          good: data.cloudAPI,
        }
      }
    >
      {status.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {screenErrorMessage(status.error, t('whatsapp.statusFailed'))}
        </p>
      ) : (
        data && (
          <StatusList
            items={[
              {
                label: t('whatsapp.cloudApi'),
                value: data.cloudAPI ? t('status.configured') : t('status.notConfigured'),
                tone: data.cloudAPI ? 'good' : 'bad',
              },
              { label: t('whatsapp.groupId'), value: data.groupId ?? t('status.none') },
              { label: t('whatsapp.phoneNumberId'), value: data.phoneNumberId ?? t('status.none') },
              {
                label: t('whatsapp.accessToken'),
                value: data.hasAccessToken ? t('status.set') : t('status.missing'),
                tone: data.hasAccessToken ? 'good' : 'bad',
              },
            ]}
          />
        )
      )}
      <ChannelMessageForm
        actions={[
          { key: 'test', label: t('whatsapp.sendTest'), primary: true },
          { key: 'message', label: t('whatsapp.sendMessage') },
        ]}
        busy={send.isPending}
        outcome={outcome}
        onSend={onSend}
      />
    </ChannelCard>
  );
};
