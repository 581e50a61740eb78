import type { SavedSearchView } from '@ghar/contracts/http';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/ui/button';
import { searchSummary } from '@/components/listing/saved-search/search-name';

type SavedSearchCardProps = {
  search: SavedSearchView;
  busy: boolean;
  onTogglePause: () => void;
  onDelete: () => void;
};

/** One saved search: its name, filters in words, alert state, results link, pause and delete. */
export const SavedSearchCard = ({
  search,
  busy,
  onTogglePause,
  onDelete,
}: SavedSearchCardProps) => {
  const { t, i18n } = useTranslation('saved-searches');
  const { t: tp } = useTranslation('properties');
  const summary = searchSummary(search.filters, t, (type) => tp(`labels.type.${type}` as never));
  const lastAlert =
    search.lastDigestAt &&
    new Intl.DateTimeFormat(i18n.language === 'hi' ? 'hi-IN' : 'en-IN', {
      dateStyle: 'medium',
      timeZone: 'Asia/Kolkata',
    }).format(new Date(search.lastDigestAt));

  return (
    <li
      data-testid="saved-search"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold text-slate-900">{search.name}</h2>
          <p className="mt-0.5 text-sm text-slate-600">{summary}</p>
        </div>
        <span
          className={
            search.paused
              ? 'inline-flex items-center rounded-full bg-slate-100 px-2.5 py-1 text-xs font-semibold text-slate-700'
              : 'inline-flex items-center rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-800'
          }
        >
          {search.paused ? t('page.paused') : t('page.active')}
        </span>
      </div>
      {(search.pending > 0 || lastAlert) && (
        <p className="mt-2 text-sm text-slate-600">
          {search.pending > 0 && t('page.pending', { count: search.pending })}
          {search.pending > 0 && lastAlert && ' · '}
          {lastAlert && t('page.lastAlert', { date: lastAlert })}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Link to={search.resultsUrl} className={buttonClasses({ size: 'sm' })}>
          {t('page.view')}
        </Link>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={onTogglePause}
          aria-label={t(search.paused ? 'page.resumeLabel' : 'page.pauseLabel', {
            name: search.name,
          })}
        >
          {search.paused ? t('page.resume') : t('page.pause')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={busy}
          onClick={onDelete}
          aria-label={t('page.deleteLabel', { name: search.name })}
          className="text-red-700 hover:bg-red-50"
        >
          {t('page.delete')}
        </Button>
      </div>
    </li>
  );
};
