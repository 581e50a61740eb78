import type { DeadLetterSummary } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { formatRelativeTime } from '@/lib/relative-time';
import { StatusBadge } from './status-badge';

type DeadLetterRowProps = { letter: DeadLetterSummary; now: Date; onOpen: (id: string) => void };

// One dead letter: what event, from which topic, which consumer gave up, why, and how long ago.
// A card at every width, so long topic names and errors wrap instead of widening a phone's page.
export const DeadLetterRow = ({ letter, now, onOpen }: DeadLetterRowProps) => {
  const { t, i18n } = useTranslation('admin-dead-letters');
  const { t: tCommon } = useTranslation('common');
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(letter.id)}
        aria-label={`${t('open')}: ${letter.eventType ?? t('unreadable')} — ${letter.sourceTopic}`}
        data-dead-letter={letter.id}
        className="w-full rounded-2xl bg-white p-4 text-start shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300"
      >
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold break-all text-slate-900">
            {letter.eventType ?? t('unreadable')}
          </span>
          <StatusBadge status={letter.status} />
        </span>
        <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-slate-500">{t('columns.topic')}</dt>
          <dd className="min-w-0 break-all text-slate-800">
            {letter.sourceTopic}
            {letter.parked && <span className="ms-2 text-amber-700">({t('parked')})</span>}
          </dd>
          <dt className="text-slate-500">{t('columns.consumer')}</dt>
          <dd className="min-w-0 break-all text-slate-800">{letter.consumer}</dd>
          <dt className="text-slate-500">{t('columns.error')}</dt>
          <dd className="line-clamp-2 min-w-0 break-words text-red-700">{letter.error}</dd>
          <dt className="text-slate-500">{t('columns.age')}</dt>
          <dd className="text-slate-800">
            <time dateTime={letter.receivedAt}>
              {formatRelativeTime(letter.receivedAt, now, tCommon, i18n.language)}
            </time>
          </dd>
        </dl>
      </button>
    </li>
  );
};
