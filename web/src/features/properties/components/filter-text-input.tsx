import { useId } from 'react';
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
    </div>
  );
};
