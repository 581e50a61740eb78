import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

type FilterTextInputProps = {
  label: string;
  value: string;
  onCommit: (value: string) => void;
  type?: 'text' | 'number' | 'date';
  step?: string;
  min?: number;
};

const COMMIT_DELAY_MS = 700;

// Typed filters search once the typing pauses (or on Enter / leaving the field), not on every
// key: each search is a history entry and a request.
export const FilterTextInput = ({
  label,
  value,
  onCommit,
  type = 'text',
  step,
  min,
}: FilterTextInputProps) => {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A change from outside (Clear All, the back button) replaces what is typed.
  useEffect(() => setDraft(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() !== value) onCommit(next.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') commit(draft);
  };

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
        onChange={(event) => {
          const next = event.target.value;
          setDraft(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(next), COMMIT_DELAY_MS);
        }}
        onBlur={() => commit(draft)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600"
      />
    </div>
  );
};
