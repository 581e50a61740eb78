import type { DealerRequest } from '@ghar/contracts/http';
import { Check, CheckCircle2, X, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ActionButtons } from '@/components/ui/action-buttons';
import type { RowAction } from '@/components/ui/action-buttons';
import { TruncatedText } from '@/components/ui/truncated-text';
import { formatDate } from '@/lib/format';
import type { DealerDecision } from '../api/decide-dealer';
import { DealerStatusBadge } from './dealer-status-badge';

type RequestCardProps = {
  request: DealerRequest;
  busy: boolean;
  onDecide: (id: string, decision: DealerDecision) => void;
};

const decisions: { decision: DealerDecision; Icon: typeof Check; tone: string }[] = [
  { decision: 'approve', Icon: Check, tone: 'text-emerald-700' },
  { decision: 'reject', Icon: X, tone: 'text-red-700' },
];

// Only PENDING offers Approve and Reject; APPROVED and REJECTED show a static mark (part 2 §2).
const Decision = ({ request, busy, onDecide }: RequestCardProps) => {
  const { t, i18n } = useTranslation('admin-dealers');
  if (request.status === 'PENDING') {
    const actions: RowAction[] = decisions.map(({ decision, Icon, tone }) => ({
      key: decision,
      label: busy ? t('requests.processing') : t(`requests.${decision}`),
      name: busy
        ? t('requests.processing')
        : t(`requests.${decision}For`, { name: request.user.name }),
      Icon,
      tone,
      run: () => onDecide(request.id, decision),
      disabled: busy,
    }));
    return <ActionButtons actions={actions} className="justify-end" />;
  }
  const approved = request.status === 'APPROVED';
  const Mark = approved ? CheckCircle2 : XCircle;
  return (
    <p
      className={
        approved
          ? 'flex items-center gap-1.5 text-sm text-emerald-700'
          : 'flex items-center gap-1.5 text-sm text-red-700'
      }
    >
      <Mark aria-hidden="true" className="size-4 shrink-0" />
      {request.decidedAt
        ? t(`requests.decided.${request.status}`, {
            date: formatDate(request.decidedAt, i18n.language, 'medium'),
          })
        : t(`statuses.${request.status}`)}
    </p>
  );
};

export const RequestCard = (props: RequestCardProps) => {
  const { t, i18n } = useTranslation('admin-dealers');
  const { request } = props;
  return (
    <li
      data-request-id={request.id}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">
            <TruncatedText text={request.user.name} />
          </h2>
          <p className="text-sm text-slate-600">
            <TruncatedText text={request.user.email} />
          </p>
        </div>
        <DealerStatusBadge status={request.status} />
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('requests.referralCode')}</dt>
          <dd className="font-mono font-semibold text-slate-900">{request.referralCode}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('requests.applied')}</dt>
          <dd className="text-slate-900">
            {formatDate(request.createdAt, i18n.language, 'medium')}
          </dd>
        </div>
        <div className="col-span-2 min-w-0">
          <dt className="text-xs text-slate-500">{t('requests.sponsor')}</dt>
          <dd className="text-slate-900">
            <TruncatedText
              text={`${request.sponsor ? `${request.sponsor.name} (${request.sponsor.referralCode})` : t('company')} · ${t('requests.level', { level: request.level })}`}
            />
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex justify-end border-t border-slate-100 pt-3">
        <Decision {...props} />
      </div>
    </li>
  );
};
