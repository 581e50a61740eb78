import type { DeadLetterView } from '@ghar/contracts/http';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InputField } from '@/components/ui/field';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toast/toast-store';
import { isApiError } from '@/lib/api-error';
import { showActionFailure } from '@/lib/error-toast';
import { formatDate } from '@/lib/format';
import { useCloseDeadLetter } from '../api/close-dead-letter';
import { useDeadLetter } from '../api/get-dead-letter';
import { prettyValue, replayBody } from '../utils/replay-body';
import { StatusBadge } from './status-badge';

type DeadLetterDialogProps = { id: string | null; onClose: () => void };

// One dead letter whole: where it sat, why it died, its history, and its event as pretty JSON in
// a textarea to mend; Replay sends the edit only when it changed, Discard needs a note.
export const DeadLetterDialog = ({ id, onClose }: DeadLetterDialogProps) => {
  const { t } = useTranslation('admin-dead-letters');
  const letter = useDeadLetter(id);
  return (
    <Dialog open={id !== null} onClose={onClose} title={t('details.title')} size="wide">
      {letter.isPending && <LoadingBlock label={t('loading')} className="min-h-40" />}
      {letter.isError && (
        <LoadFailed
          error={letter.error}
          fallback={t('failed.loadOne')}
          retryLabel={t('retry')}
          onRetry={() => void letter.refetch()}
        />
      )}
      {letter.data && <DeadLetterDetails key={letter.data.id} letter={letter.data} />}
    </Dialog>
  );
};

const DeadLetterDetails = ({ letter }: { letter: DeadLetterView }) => {
  const { t, i18n } = useTranslation('admin-dead-letters');
  const close = useCloseDeadLetter();
  const [value, setValue] = useState(() => (letter.parked ? '' : prettyValue(letter.value)));
  const [note, setNote] = useState('');
  const [reasons, setReasons] = useState<string[]>([]);
  const valueId = useId();
  useEffect(() => setReasons([]), [value]);
  const open = letter.status === 'OPEN';

  const replay = async () => {
    try {
      await close.mutateAsync({
        id: letter.id,
        action: 'replay',
        body: replayBody(letter.parked ? '' : letter.value, value, note),
      });
      toast.success(t('toasts.replayed', { topic: letter.sourceTopic }));
    } catch (error) {
      if (isApiError(error) && error.status === 400) setReasons(error.errors);
      await showActionFailure(error, t('failed.replay'));
    }
  };
  const discard = async () => {
    if (!note.trim()) {
      toast.error({ message: t('details.noteNeeded') });
      return;
    }
    try {
      await close.mutateAsync({ id: letter.id, action: 'discard', body: { note: note.trim() } });
      toast.success(t('toasts.discarded'));
    } catch (error) {
      await showActionFailure(error, t('failed.discard'));
    }
  };

  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-base font-semibold break-all text-slate-900">
          {letter.eventType ?? t('unreadable')}
        </span>
        <StatusBadge status={letter.status} />
      </div>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{t('columns.topic')}</dt>
        <dd className="min-w-0 break-all">
          {t('details.where', {
            topic: letter.dlqTopic,
            partition: letter.partition,
            offset: letter.offset,
          })}
        </dd>
        <dt className="text-slate-500">{t('columns.consumer')}</dt>
        <dd className="min-w-0 break-all">{letter.consumer}</dd>
        <dt className="text-slate-500">{t('columns.error')}</dt>
        <dd className="min-w-0 break-words text-red-700">
          {letter.error} ({t('details.attempts', { count: letter.attempts })})
        </dd>
        <dt className="text-slate-500">{t('columns.age')}</dt>
        <dd>{formatDate(letter.receivedAt, i18n.language, 'medium')}</dd>
      </dl>

      {letter.history.length > 0 && (
        <section aria-label={t('details.history')}>
          <h3 className="font-semibold text-slate-900">{t('details.history')}</h3>
          <ul className="mt-1 space-y-1">
            {letter.history.map((entry) => (
              <li key={entry.at} className="break-words text-slate-700">
                {formatDate(entry.at, i18n.language, 'medium')} —{' '}
                {t('details.historyEntry', {
                  action: t(`statuses.${entry.action}`),
                  who: entry.by.email ?? entry.by.userId,
                })}
                {entry.mended && ` (${t('details.mended')})`}
                {entry.note && `: ${entry.note}`}
              </li>
            ))}
          </ul>
        </section>
      )}

      <div>
        <label htmlFor={valueId} className="mb-1 block font-medium text-slate-700">
          {t('details.value')}
        </label>
        {letter.parked && <p className="mb-1 text-amber-800">{t('details.parkedHint')}</p>}
        <textarea
          id={valueId}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          readOnly={!open}
          spellCheck={false}
          rows={14}
          className="w-full rounded-lg border border-slate-300 bg-slate-50 p-3 font-mono text-xs text-slate-900 shadow-sm focus:border-brand-600"
        />
      </div>
      {reasons.length > 0 && (
        <div role="alert" className="rounded-xl bg-red-50 p-3 text-red-800 ring-1 ring-red-200">
          <p className="font-semibold">{t('details.reasons')}</p>
          <ul className="mt-1 list-disc ps-5">
            {reasons.map((reason) => (
              <li key={reason} className="break-words">
                {reason}
              </li>
            ))}
          </ul>
        </div>
      )}

      {open ? (
        <>
          <InputField
            label={t('details.note')}
            placeholder={t('details.notePlaceholder')}
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" disabled={close.isPending} onClick={() => void discard()}>
              {close.isPending && close.variables?.action === 'discard'
                ? t('details.discarding')
                : t('details.discard')}
            </Button>
            <Button disabled={close.isPending} onClick={() => void replay()}>
              {close.isPending && close.variables?.action === 'replay'
                ? t('details.replaying')
                : t('details.replay')}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-slate-600">
          {t('details.closed', { status: t(`statuses.${letter.status}`) })}
        </p>
      )}
    </div>
  );
};
