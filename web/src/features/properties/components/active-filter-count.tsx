import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/**
 * The number of active filters on a filters button: shown as a badge, heard as words
 * (", 2 active filters"), so a screen reader does not read "More filters2". Nothing when none.
 */
export const ActiveFilterCount = ({ count, className }: { count: number; className: string }) => {
  const { t } = useTranslation('properties');
  if (count === 0) return null;
  return (
    <>
      <span aria-hidden="true" className={cn('rounded-full px-1.5 text-xs', className)}>
        {count}
      </span>
      <span className="sr-only">, {t('filters.active', { count })}</span>
    </>
  );
};
