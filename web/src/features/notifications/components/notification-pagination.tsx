import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

type NotificationPaginationProps = {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
};

// Previous / Next with "Page X of Y", shown only when there is more than one page.
export const NotificationPagination = ({
  page,
  totalPages,
  onPage,
}: NotificationPaginationProps) => {
  const { t } = useTranslation('notifications');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('page.pagination')} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('page.previous')}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('page.pageOf', { page, totalPages })}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('page.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
};
