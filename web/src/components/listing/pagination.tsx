import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { pageWindow } from '@/lib/page-window';

// Numbered pages for every listing list (search, My Properties, Manage Properties); its texts are
// in the `properties` namespace (see use-price-text.ts).
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
  return (
    <nav
      aria-label={t('search.pagination.label')}
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('search.pagination.previous')}
      </Button>
      {pageWindow(page, pages).map((number) => (
        <Button
          key={number}
          size="sm"
          variant={number === page ? 'primary' : 'outline'}
          aria-label={t('search.pagination.page', { page: number })}
          aria-current={number === page ? 'page' : undefined}
          className={cn('min-w-9')}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('search.pagination.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
};
