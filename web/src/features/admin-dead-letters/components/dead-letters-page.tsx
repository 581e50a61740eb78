import { DEAD_LETTER_STATUSES, type DeadLetterStatus } from '@ghar/contracts/http';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { atLeast } from '@/lib/capped-total';
import { useDeadLetters } from '../api/get-dead-letters';
import { DeadLetterDialog } from './dead-letter-dialog';
import { DeadLetterRow } from './dead-letter-row';

const statusOf = (value: string | null) =>
  DEAD_LETTER_STATUSES.find((status) => status === value) as DeadLetterStatus | undefined;

// The dead-letter tool (issue 14 item 3): every .dlq message, newest first, filtered by status in
// the address (?status=); a row opens its details, where it is mended, replayed or discarded.
export const DeadLettersPage = () => {
  const { t } = useTranslation('admin-dead-letters');
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const letters = useDeadLetters(status, page);
  const data = letters.data;
  const now = new Date();

  const chooseStatus = (value: string) => {
    setPage(1);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('status', value);
        else next.delete('status');
        return next;
      },
      { replace: true },
    );
  };

  return (
    <section className="space-y-5">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          className="w-full sm:w-56"
          label={t('filters.status')}
          value={status ?? ''}
          onChange={(event) => chooseStatus(event.target.value)}
          options={[
            { value: '', label: t('filters.all') },
            ...DEAD_LETTER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) })),
          ]}
        />
        <Button
          variant="outline"
          disabled={letters.isFetching}
          onClick={() => void letters.refetch()}
        >
          {t('filters.refresh')}
        </Button>
      </div>

      {letters.isPending && <LoadingBlock label={t('loading')} className="min-h-[30vh]" />}
      {letters.isError && !data && (
        <LoadFailed
          error={letters.error}
          fallback={t('failed.load')}
          retryLabel={t('retry')}
          onRetry={() => void letters.refetch()}
        />
      )}
      {data && data.deadLetters.length === 0 && (
        <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
          <p className="text-lg font-semibold text-slate-900">{t('empty')}</p>
          <p className="mt-1 text-slate-600">{t('emptyHint')}</p>
        </div>
      )}
      {data && data.deadLetters.length > 0 && (
        <>
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('title')}>
            {data.deadLetters.map((letter) => (
              <DeadLetterRow key={letter.id} letter={letter} now={now} onOpen={setOpenId} />
            ))}
          </ul>
          {(data.totalPages > 1 || data.totalCapped) && (
            <nav className="flex items-center justify-between gap-2" aria-label={t('title')}>
              <Button variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('pages.previous')}
              </Button>
              <span className="text-sm text-slate-600">
                {t('pages.of', {
                  page: data.page,
                  total: atLeast(data.totalPages, data.totalCapped),
                })}
              </span>
              <Button
                variant="outline"
                disabled={page >= data.totalPages && !data.totalCapped}
                onClick={() => setPage(page + 1)}
              >
                {t('pages.next')}
              </Button>
            </nav>
          )}
        </>
      )}
      <DeadLetterDialog id={openId} onClose={() => setOpenId(null)} />
    </section>
  );
};
