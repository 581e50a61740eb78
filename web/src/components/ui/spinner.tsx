import { cn } from '@/lib/cn';

type SpinnerProps = { label: string; className?: string };

export const Spinner = ({ label, className }: SpinnerProps) => (
  <span role="status" className={cn('inline-flex items-center', className)}>
    <span
      aria-hidden="true"
      className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
    />
    <span className="sr-only">{label}</span>
  </span>
);
