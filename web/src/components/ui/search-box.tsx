import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';

type SearchBoxProps = {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
};

// The labelled search input with its magnifier that opens the admin and owner list toolbars.
export const SearchBox = ({ label, placeholder, value, onChange, className }: SearchBoxProps) => {
  const id = useId();
  return (
    <div className={cn('flex-1', className)}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-slate-400"
        />
        <input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white ps-10 pe-3 text-base text-slate-900 shadow-sm focus:border-brand-600"
        />
      </div>
    </div>
  );
};
