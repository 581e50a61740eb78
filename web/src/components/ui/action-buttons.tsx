import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type RowAction = {
  key: string;
  // The word shown on a card (and the tooltip in a compact row).
  label: string;
  // The accessible name, which says what the action is for.
  name: string;
  Icon: LucideIcon;
  tone: string;
  run: () => void;
  disabled?: boolean;
};

type ActionButtonsProps = {
  actions: RowAction[];
  // The table row has room for icons only; a phone card shows the words too.
  compact?: boolean;
  className?: string;
  children?: ReactNode;
};

// A row's or card's actions on the admin lists (properties, users).
export const ActionButtons = ({ actions, compact, className, children }: ActionButtonsProps) => (
  <div className={cn('flex flex-wrap items-center gap-1', className)}>
    {actions.map(({ key, label, name, Icon, tone, run, disabled }) => (
      <button
        key={key}
        type="button"
        onClick={run}
        disabled={disabled}
        aria-label={name}
        title={compact ? label : undefined}
        className={buttonClasses({
          variant: compact ? 'outline' : 'ghost',
          size: 'sm',
          className: cn(compact ? 'size-8 px-0' : 'px-2', tone),
        })}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {!compact && label}
      </button>
    ))}
    {children}
  </div>
);
