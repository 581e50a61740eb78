import { useId } from 'react';
import { DateInput } from '@/components/ui/date-input';
import { useDraftCommit } from '../hooks/use-draft-commit';

type FilterTextInputProps = {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  type?: 'text' | 'number' | 'date';
  step?: string;
  min?: number;
};

export const FilterTextInput = ({
  label,
  value,
  onCommit,
  type = 'text',
  step,
  min,
}: FilterTextInputProps) => {
  const id = useId();
  const { draft, change, commit } = useDraftCommit(value, onCommit);

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {type === 'date' ? (
        // dd/mm/yyyy whatever the browser's locale; it searches once a whole date is typed or
        // picked (or the field is emptied), so no pause is needed.
        <DateInput id={id} value={value} onChange={onCommit} />
      ) : (
        <input
          id={id}
          type={type}
          step={step}
          min={min}
          inputMode={type === 'number' ? 'decimal' : undefined}
          value={draft}
          onChange={(event) => change(event.target.value)}
          onBlur={() => commit(draft)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(draft);
          }}
          className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600"
        />
      )}
    </div>
  );
};
