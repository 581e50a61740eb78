import { ArrowLeft, LayoutGrid, List, MapPin, RefreshCw, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import type { CardLayout } from './property-card';
import { ActiveFilterCount } from './active-filter-count';

type SearchHeaderProps = {
  title: string;
  total: number | undefined;
  refreshing: boolean;
  onRefresh: () => void;
  layout: CardLayout;
  onLayout: (layout: CardLayout) => void;
  mapShown: boolean;
  onToggleMap: () => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  /** The pointer or focus is on "More filters": a press is likely, its code may start loading. */
  onIntent: () => void;
  filtersId: string;
  activeCount: number;
  /** The sort, on a wide screen (SortControls; loaded after the first paint). */
  sort: ReactNode;
};

// Part 1 §2: back to /, the title, '{n} properties found', refresh and the grid/list toggle;
// on a wide screen the sort and "More filters" / "Hide filters" for the full sidebar beside the
// results, closed until pressed (a phone has "Filters & sort" in a sticky bar instead, see
// FilterSheet).
export const SearchHeader = ({
  title,
  total,
  refreshing,
  onRefresh,
  layout,
  onLayout,
  mapShown,
  onToggleMap,
  filtersOpen,
  onToggleFilters,
  onIntent,
  filtersId,
  activeCount,
  sort,
}: SearchHeaderProps) => {
  const { t } = useTranslation('properties');
  // Grid or list for the cards; the map (issue 26 item 4) shown above them or not.
  const pressButton = (name: 'grid' | 'list' | 'map', pressed: boolean, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t(`search.${name}`)}
      title={t(`search.${name}`)}
      onClick={() => (name === 'map' ? onToggleMap() : onLayout(name))}
      className={cn(
        'flex size-9 items-center justify-center rounded-md',
        pressed ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
      )}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
  const layoutButton = (value: CardLayout, Icon: typeof List) =>
    pressButton(value, layout === value, Icon);

  return (
    <header className="flex flex-col gap-4">
      <Link
        to={paths.home.getHref()}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-900"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('search.back')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold break-words text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-1 text-slate-600" aria-live="polite">
            {total !== undefined ? t('search.found', { count: total }) : '\u00a0'}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {/* Its width is held while its code loads, so the buttons beside it never move. */}
          <div className="flex justify-end max-lg:hidden lg:w-[25rem]">{sort}</div>
          <Button
            variant="outline"
            size="sm"
            onClick={onToggleFilters}
            onPointerEnter={onIntent}
            onFocus={onIntent}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            className="whitespace-nowrap max-lg:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            {filtersOpen ? t('filters.hide') : t('quick.more')}
            <ActiveFilterCount count={activeCount} className="bg-brand-700 text-white" />
          </Button>
          {/* On phones the word hides (still its accessible name) so that the three controls
              share one row instead of the layout toggle wrapping alone onto a second. */}
          <Button variant="outline" size="sm" onClick={onRefresh} disabled={refreshing}>
            <RefreshCw aria-hidden="true" className={cn('size-4', refreshing && 'animate-spin')} />
            <span className="max-sm:sr-only">{t('search.refresh')}</span>
          </Button>
          <div
            role="group"
            aria-label={t('search.layout')}
            className="flex rounded-lg border border-slate-300 bg-white p-0.5"
          >
            {layoutButton('grid', LayoutGrid)}
            {layoutButton('list', List)}
            {pressButton('map', mapShown, MapPin)}
          </div>
        </div>
      </div>
    </header>
  );
};
