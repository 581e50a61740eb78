import { HeartOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Pagination } from '@/components/listing/pagination';
import '@/components/listing/shortlist/i18n';
import { useShortlistToggle } from '@/components/listing/shortlist/shortlist-api';
import { buttonClasses } from '@/components/ui/button';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { paths } from '@/config/paths';
import { showActionFailure } from '@/lib/error-toast';
import { useShortlistPage } from '../api/get-shortlist';
import { ShortlistCard } from './shortlist-card';

// /shortlist (issue 27 item 5): the homes the user saved with ♥, newest first, each with its
// price and status now ('Price dropped', 'No longer available'), removable one by one.
export const ShortlistPage = () => {
  const { t } = useTranslation('shortlist');
  const [page, setPage] = useState(1);
  const list = useShortlistPage(page);
  const { toggle, pendingId } = useShortlistToggle(
    (error) => void showActionFailure(error, t('button.failed')),
  );
  const items = list.data?.items ?? [];
  const total = list.data?.pagination.total ?? 0;

  const body = () => {
    if (list.isPending) return <LoadingBlock label={t('page.loading')} className="py-16" />;
    if (list.isError && !list.data) {
      return (
        <LoadFailed
          error={list.error}
          fallback={t('page.error')}
          retryLabel={t('page.retry')}
          onRetry={() => void list.refetch()}
        />
      );
    }
    if (items.length === 0) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <HeartOff aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="text-lg font-semibold text-slate-900">{t('page.emptyTitle')}</h2>
          <p className="text-slate-600">{t('page.emptyText')}</p>
          <Link to={paths.properties.getHref()} className={buttonClasses({ className: 'mt-2' })}>
            {t('page.search')}
          </Link>
        </div>
      );
    }
    return (
      <>
        <ul className="grid gap-4">
          {items.map((item) => (
            <ShortlistCard
              key={item.propertyId}
              item={item}
              removing={pendingId === item.propertyId}
              onRemove={() => void toggle(item.propertyId, false)}
            />
          ))}
        </ul>
        <Pagination page={page} pages={list.data?.pagination.pages ?? 1} onPage={setPage} />
      </>
    );
  };

  return (
    <section className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('page.subtitle')}</p>
        {total > 0 && (
          <p className="mt-1 text-sm font-semibold text-slate-700">
            {t('page.count', { count: total })}
          </p>
        )}
      </header>
      {body()}
    </section>
  );
};
