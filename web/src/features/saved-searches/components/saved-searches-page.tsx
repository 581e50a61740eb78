import type { SavedSearchView } from '@ghar/contracts/http';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadFailed, LoadingBlock } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toast/toast-store';
import { paths } from '@/config/paths';
import {
  useSavedSearchCommands,
  useSavedSearches,
} from '@/components/listing/saved-search/saved-searches-api';
import { showSavedSearchFailure } from '@/components/listing/saved-search/show-saved-search-failure';
import { SavedSearchCard } from './saved-search-card';

// /saved-searches (issue 27 item 6): the user's saved searches with their alerts — view the
// results, pause or resume the alerts, delete (asked first).
export const SavedSearchesPage = () => {
  const { t } = useTranslation('saved-searches');
  const list = useSavedSearches();
  const { setPaused, remove } = useSavedSearchCommands();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedSearchView | null>(null);
  const items = list.data?.items ?? [];

  const run = async (id: string, action: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await action();
      toast.success(done);
      return true;
    } catch (error) {
      showSavedSearchFailure(error, t('page.failed'), t);
      return false;
    } finally {
      setBusyId(null);
    }
  };

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
          <h2 className="text-lg font-semibold text-slate-900">{t('page.emptyTitle')}</h2>
          <p className="text-slate-600">{t('page.emptyText')}</p>
          <Link to={paths.properties.getHref()} className={buttonClasses({ className: 'mt-2' })}>
            {t('page.search')}
          </Link>
        </div>
      );
    }
    return (
      <ul className="grid gap-4">
        {items.map((search) => (
          <SavedSearchCard
            key={search.id}
            search={search}
            busy={busyId === search.id}
            onTogglePause={() =>
              void run(
                search.id,
                () => setPaused(search.id, !search.paused),
                t(search.paused ? 'page.resumedToast' : 'page.pausedToast', { name: search.name }),
              )
            }
            onDelete={() => setDeleting(search)}
          />
        ))}
      </ul>
    );
  };

  return (
    <section className="mx-auto max-w-4xl space-y-5 px-4 py-6 sm:px-6 sm:py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('page.subtitle')}</p>
      </header>
      {body()}
      <ConfirmDialog
        open={deleting !== null}
        title={t('page.deleteTitle')}
        message={t('page.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('page.delete')}
        busy={busyId !== null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          void run(deleting.id, () => remove(deleting.id), t('page.deleted')).then(() =>
            setDeleting(null),
          );
        }}
      />
    </section>
  );
};
