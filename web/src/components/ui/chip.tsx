import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

// A toggle chip of the quick filters (the search page's and the home panel's): pressed shows
// the chosen value; a press on the chosen one clears it (the caller decides).
export const Chip = ({
  pressed,
  onPress,
  children,
}: {
  pressed: boolean;
  onPress: () => void;
  children: ReactNode;
}) => (
  <button
    type="button"
    aria-pressed={pressed}
    onClick={onPress}
    className={cn(
      'inline-flex min-h-10 shrink-0 items-center gap-1 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap',
      pressed
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600',
    )}
  >
    {children}
  </button>
);
