import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { atLeast } from '@/lib/capped-total';

type NotificationPaginationProps = {
  page: number;
  totalPages: number;
  /** The server counted up to 100 (issue 24): `totalPages` is then a lower bound, "of 5+". */
  totalCapped?: boolean;
  onPage: (page: number) => void;
};

// Previous / Next with "Page X of Y", shown only when there is more than one page.
export const NotificationPagination = ({
  page,
  totalPages,
  totalCapped = false,
  onPage,
}: NotificationPaginationProps) => {
  const { t } = useTranslation('notifications');
  if (totalPages <= 1 && !totalCapped) return null;
  return (
    <nav aria-label={t('page.pagination')} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('page.previous')}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('page.pageOf', { page, totalPages: atLeast(totalPages, totalCapped) })}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages && !totalCapped}
        onClick={() => onPage(page + 1)}
      >
        {t('page.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
};
