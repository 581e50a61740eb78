import '../i18n';
import { Suspense, lazy, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast/toast-store';
import { useClientValue } from '@/hooks/use-client-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import { screenErrorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useLocations } from '../api/get-filter-options';
import { useProperties } from '../api/get-properties';
import { useSearchFilters } from '../hooks/use-search-filters';
import { useSeoTitle } from '../hooks/use-seo-title';
import { hindiPlaceName } from '../utils/filter-options';
import { countActiveFilters } from '../utils/search-filters';
import { searchTitle } from '../utils/search-title';
// The phone's sticky bar loads with the page: a press on it must never fall on markup waiting
// for a chunk (its dialog still loads on first opening).
import { FilterSheet } from './filter-sheet';
import { PropertyCard } from './property-card';
import type { CardLayout } from './property-card';
import { SearchHeader } from './search-header';
import { SearchEmpty, SearchError, SearchLoading } from './search-states';

// The full sidebar is "More filters" (issue 26 item 1), closed on every screen: it (its
// type-aheads and their lists) loads when the pointer or focus comes to the button, or on the
// press, so it is in neither the page's first JavaScript nor its first requests.
const loadSidebar = () => import('./filter-sidebar');
const FilterSidebar = lazy(async () => ({ default: (await loadSidebar()).FilterSidebar }));

// Loaded after the first paint (after-first-paint.ts); their places are held meanwhile (the quick
// filters' row: one scrolling row on a phone, two wrapped rows wider; the sort: its width). The
// popular localities need the browser's request first anyway.
const loadLater = () => import('./after-first-paint');
const QuickFilters = lazy(async () => ({ default: (await loadLater()).QuickFilters }));
const SortControls = lazy(async () => ({ default: (await loadLater()).SortControls }));
const PopularLocalities = lazy(async () => ({ default: (await loadLater()).PopularLocalities }));

// The map view (issue 26 item 4), with Leaflet and its CSS, loads when a visitor asks for it.
const ResultsMap = lazy(() => import('./results-map-view'));

// The pages under the results: below the fold, so they load beside the first JavaScript.
const Pagination = lazy(async () => ({
  default: (await import('@/components/listing/pagination')).Pagination,
}));

// Part 1 §2 "Property search": the screen, driven entirely by the URL's filters.
export const PropertySearch = () => {
  const { t, i18n } = useTranslation('properties');
  // The Hindi title names the city in Hindi; English needs no list.
  const locations = useLocations(i18n.language === 'hi').data;
  const { filters, page, setFilter, setFilters, setPage, clearAll } = useSearchFilters();
  const search = useProperties(filters, page);
  const [layout, setLayout] = useState<CardLayout>('grid');
  // The map view (issue 26 item 4): the page's listings as pins above the cards; off at first.
  const [mapShown, setMapShown] = useState(false);
  // Quick filters first (issue 26 item 1). The full sidebar: on a wide screen a column beside
  // the results once "More filters" is pressed (the sort stays in the header); on a phone
  // behind "Filters & sort", in a bottom sheet. Both start closed, so the server's HTML, the
  // hydrating render and the first paint in the browser are the same on every width.
  const wide = useMediaQuery('(min-width: 64rem)');
  // The quick filters and the pages load beside the first JavaScript, and only in the browser:
  // server markup for them would wait for their chunk to come alive, and a press on it meanwhile
  // would be lost (their place is held, so nothing shifts).
  const live = useClientValue(() => true, false);
  const [moreOpen, setMoreOpen] = useState(false);
  // Once opened the column stays mounted (hidden when closed): closing keeps what it showed.
  const [moreMounted, setMoreMounted] = useState(false);
  const columnOpen = wide && moreOpen;
  const [sheetOpen, setSheetOpen] = useState(false);
  const filtersId = useId();
  const resultsId = useId();
  const activeCount = countActiveFilters(filters);
  const data = search.data;

  const heading = searchTitle(filters, {
    action: (action) => t(`labels.action.${action}` as never),
    type: (type) => t(`labels.type.${type}` as never),
    place: (name) => (i18n.language === 'hi' ? hindiPlaceName(locations, name) : undefined) ?? name,
  });
  const title = t(`search.title.${heading.kind}`, heading);
  // The same title as the server's head once the count is known (issue 28).
  useSeoTitle(
    `${title} — Ghar`,
    data ? { heading: title, total: data.pagination.total } : undefined,
  );

  // A page past the last one (e.g. an old link) goes to the last page that exists.
  useEffect(() => {
    if (data && data.pagination.pages > 0 && page > data.pagination.pages) {
      setPage(data.pagination.pages);
    }
  }, [data, page, setPage]);

  const clear = () => {
    clearAll();
    toast.success(t('filters.cleared'));
  };
  const refresh = async () => {
    const result = await search.refetch();
    if (result.isSuccess) toast.success(t('search.refreshed'));
    else toast.error({ message: screenErrorMessage(result.error, t('search.refreshFailed')) });
  };

  const results = () => {
    if (search.isPending) return <SearchLoading />;
    if (search.isError && !data) {
      return (
        <SearchError
          message={screenErrorMessage(search.error, t('search.error.fallback'))}
          onRetry={() => void search.refetch()}
        />
      );
    }
    if (!data || data.properties.length === 0) return <SearchEmpty onClear={clear} />;
    return (
      <>
        <ul
          aria-labelledby={resultsId}
          aria-busy={search.isPlaceholderData}
          className={cn(
            'grid gap-5 transition-opacity',
            layout === 'grid' ? 'sm:grid-cols-2 xl:grid-cols-3' : 'grid-cols-1',
            search.isPlaceholderData && 'opacity-60',
          )}
        >
          {data.properties.map((property, index) => (
            // min-w-0: a card's longest line (a Hindi date, an owner's name) never widens the
            // column past a phone's screen.
            <li key={property.id} className={cn('min-w-0', index >= 2 && 'render-near-screen')}>
              <PropertyCard property={property} layout={layout} eager={index < 2} />
            </li>
          ))}
        </ul>
        {live && (
          <Suspense fallback={null}>
            <Pagination
              page={data.pagination.page}
              pages={data.pagination.pages}
              onPage={setPage}
            />
          </Suspense>
        )}
      </>
    );
  };

  const sidebar = (
    <Suspense fallback={null}>
      <FilterSidebar
        id={`${filtersId}-panel`}
        filters={filters}
        sortInHeader={wide}
        activeCount={activeCount}
        total={data?.pagination.total}
        layout={layout}
        onLayout={setLayout}
        onChange={setFilter}
        onClear={clear}
      />
    </Suspense>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <SearchHeader
        title={title}
        total={data?.pagination.total}
        refreshing={search.isFetching}
        onRefresh={() => void refresh()}
        layout={layout}
        onLayout={setLayout}
        mapShown={mapShown}
        onToggleMap={() => setMapShown(!mapShown)}
        filtersOpen={columnOpen}
        onToggleFilters={() => {
          setMoreOpen(!columnOpen);
          setMoreMounted(true);
        }}
        onIntent={() => void loadSidebar()}
        filtersId={filtersId}
        activeCount={activeCount}
        sort={
          live && (
            <Suspense fallback={null}>
              <SortControls filters={filters} onChange={setFilter} />
            </Suspense>
          )
        }
      />
      <div className="mt-4 min-h-[4.5rem] sm:min-h-[7.5rem]">
        {live && (
          <Suspense fallback={null}>
            <QuickFilters filters={filters} onChange={setFilters} />
          </Suspense>
        )}
      </div>
      <div className="mt-4 flex flex-col gap-6 lg:flex-row lg:items-start">
        <div id={filtersId} className={cn('lg:w-80 lg:shrink-0', !columnOpen && 'hidden')}>
          {wide && moreMounted && sidebar}
        </div>
        <section aria-labelledby={resultsId} className="min-w-0 flex-1">
          {/* The cards' titles are h3: this h2 keeps the outline h1 → h2 → h3. */}
          <h2 id={resultsId} className="sr-only">
            {t('search.results')}
          </h2>
          {live && (
            <Suspense fallback={null}>
              <PopularLocalities
                city={filters.city}
                action={filters.action}
                locality={filters.locality}
              />
            </Suspense>
          )}
          {/* Kept while the results change and when an area has none, to move and search again. */}
          {mapShown && data && (
            <Suspense fallback={null}>
              <ResultsMap
                properties={data.properties}
                filters={filters}
                onSearchArea={setFilters}
              />
            </Suspense>
          )}
          {results()}
        </section>
      </div>
      <FilterSheet
        open={sheetOpen && !wide}
        onOpen={() => setSheetOpen(true)}
        onClose={() => setSheetOpen(false)}
        total={data?.pagination.total}
        activeCount={activeCount}
      >
        {sidebar}
      </FilterSheet>
    </div>
  );
};
