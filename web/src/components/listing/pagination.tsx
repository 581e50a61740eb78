import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

// Every listing list's pages (search, place pages, My Properties, the admin's lists): where the
// reader is ("Page 3 of 17") and first / previous / next / last, large enough for a thumb,
// instead of a row of tiny numbers (issue 26 item 1). Its texts are in the `properties`
// namespace (see use-price-text.ts).
export const Pagination = ({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation('properties');
  if (pages <= 1) return null;
  // On phones the words hide and stay the buttons' names, so the row fits one line.
  const step = (target: number, disabled: boolean, label: string, icon: ReactNode, end = false) => (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled}
      onClick={() => onPage(target)}
      className="min-h-11 min-w-11"
    >
      {!end && icon}
      <span className="max-sm:sr-only">{label}</span>
      {end && icon}
    </Button>
  );
  const icon = 'size-4';
  return (
    <nav
      aria-label={t('search.pagination.label')}
      className="mt-8 flex items-center justify-center gap-2"
    >
      {step(
        1,
        page <= 1,
        t('search.pagination.first'),
        <ChevronsLeft aria-hidden="true" className={icon} />,
      )}
      {step(
        page - 1,
        page <= 1,
        t('search.pagination.previous'),
        <ChevronLeft aria-hidden="true" className={icon} />,
      )}
      <p aria-current="page" className="px-2 text-sm font-medium whitespace-nowrap text-slate-700">
        {t('search.pagination.status', { page, pages })}
      </p>
      {step(
        page + 1,
        page >= pages,
        t('search.pagination.next'),
        <ChevronRight aria-hidden="true" className={icon} />,
        true,
      )}
      {step(
        pages,
        page >= pages,
        t('search.pagination.last'),
        <ChevronsRight aria-hidden="true" className={icon} />,
        true,
      )}
    </nav>
  );
};
