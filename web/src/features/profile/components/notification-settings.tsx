import {
  NOTICE_CHANNEL_KINDS,
  USER_NOTICE_CHANNELS,
  type NoticeChannelKind,
  type UserNoticeChannel,
} from '@ghar/contracts/constants';
import type { ChannelPreferences } from '@ghar/contracts/http';
import { BellRing, Moon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormErrors } from '@/components/ui/form-errors';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast/toast-store';
import { screenErrorMessage } from '@/lib/api-error';
import { useChannelPreferences, useSaveChannelPreferences } from '../api/channel-preferences';
import '../notification-settings-i18n';

/** Each kind of notice × e-mail / WhatsApp / SMS (issue 27 item 3); in the app is always on. */
export const NotificationSettings = () => {
  const { t } = useTranslation('notification-settings');
  const preferences = useChannelPreferences();
  return (
    <section
      aria-labelledby="notification-settings-title"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="notification-settings-title" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {preferences.isPending && (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner label={t('loading')} />
        </div>
      )}
      {preferences.isError && (
        <div className="mt-4 space-y-3">
          <FormErrors messages={[screenErrorMessage(preferences.error, t('loadFailed'))]} />
          <Button variant="outline" onClick={() => void preferences.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {preferences.data && <ChannelGrid saved={preferences.data} />}
    </section>
  );
};

const ChannelGrid = ({ saved }: { saved: ChannelPreferences }) => {
  const { t } = useTranslation('notification-settings');
  const [choice, setChoice] = useState(saved);
  const save = useSaveChannelPreferences();
  const toggle = (kind: NoticeChannelKind, channel: UserNoticeChannel) =>
    setChoice((now) => ({ ...now, [kind]: { ...now[kind], [channel]: !now[kind][channel] } }));

  const onSave = async () => {
    try {
      await save.mutateAsync(choice);
      toast.success(t('saved'));
    } catch {
      toast.error({ message: t('failed') });
    }
  };

  return (
    <>
      <div className="mt-4 -mx-1 overflow-x-auto">
        <table className="w-full min-w-[18rem] text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="px-1 py-2 text-start font-medium">
                {t('kindColumn')}
              </th>
              <th scope="col" className="px-1 py-2 text-center font-medium">
                {t('channels.inApp')}
              </th>
              {USER_NOTICE_CHANNELS.map((channel) => (
                <th key={channel} scope="col" className="px-1 py-2 text-center font-medium">
                  {t(`channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {NOTICE_CHANNEL_KINDS.map((kind) => (
              <tr key={kind} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="px-1 py-3 text-start font-medium text-slate-900">
                  {t(`kinds.${kind}`)}
                </th>
                <td className="px-1 py-3 text-center">
                  <input
                    type="checkbox"
                    checked
                    disabled
                    aria-label={t('toggle', {
                      channel: t('channels.inApp'),
                      kind: t(`kinds.${kind}`),
                    })}
                    className="size-5 accent-slate-400"
                  />
                </td>
                {USER_NOTICE_CHANNELS.map((channel) => (
                  <td key={channel} className="px-1 py-3 text-center">
                    <input
                      type="checkbox"
                      checked={choice[kind][channel]}
                      onChange={() => toggle(kind, channel)}
                      aria-label={t('toggle', {
                        channel: t(`channels.${channel}`),
                        kind: t(`kinds.${kind}`),
                      })}
                      className="size-5 cursor-pointer accent-brand-700"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="mt-4 space-y-2 text-sm text-slate-600">
        <li className="flex items-start gap-2">
          <BellRing aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>
            {t('inAppAlways')} {t('addresses')}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Moon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>{t('quietHours')}</span>
        </li>
      </ul>
      <div className="mt-4 flex justify-end">
        <Button onClick={() => void onSave()} disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
    </>
  );
};
