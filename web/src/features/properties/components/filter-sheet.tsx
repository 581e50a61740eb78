import { SlidersHorizontal } from 'lucide-react';
import { Suspense, lazy } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ActiveFilterCount } from './active-filter-count';

// The sheet (its dialog, focus trap and scroll lock) loads on first opening: the search page's
// first JavaScript stays within its budget (bench:bundle).
const Dialog = lazy(async () => ({ default: (await import('@/components/ui/dialog')).Dialog }));

type FilterSheetProps = {
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
  total: number | undefined;
  activeCount: number;
  /** The full sidebar (filters and sort), mounted from the first opening on. */
  children: ReactNode;
};

// Phones (issue 26 item 1): the result count and the filter button stay in reach in a bar
// stuck to the bottom of the screen; the button opens every filter and the sort as a bottom
// sheet (the Dialog: at the bottom on phones, focus kept inside, Escape and the backdrop close
// it). Filters apply as they change, so the sheet's button shows the count they give and
// closes it. Wide screens have the sidebar beside the results instead.
export const FilterSheet = ({
  open,
  onOpen,
  onClose,
  total,
  activeCount,
  children,
}: FilterSheetProps) => {
  const { t } = useTranslation('properties');
  return (
    <>
      <div className="sticky bottom-0 z-30 -mx-4 mt-6 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden">
        <p className="text-sm font-medium text-slate-700" aria-hidden="true">
          {total !== undefined ? t('search.found', { count: total }) : '\u00a0'}
        </p>
        <Button size="sm" onClick={onOpen} aria-haspopup="dialog" className="min-h-11">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('quick.filtersSort')}
          <ActiveFilterCount count={activeCount} className="bg-white text-brand-800" />
        </Button>
      </div>
      {open && (
        <Suspense fallback={null}>
          <Dialog open onClose={onClose} title={t('quick.filtersSort')}>
            {children}
            <div className="sticky -bottom-5 -mx-5 mt-4 border-t border-slate-200 bg-white px-5 py-3">
              <Button className="w-full" onClick={onClose}>
                {total !== undefined ? t('sheet.apply', { count: total }) : t('sheet.applyPending')}
              </Button>
            </div>
          </Dialog>
        </Suspense>
      )}
    </>
  );
};
