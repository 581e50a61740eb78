import { useId, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { MAX_SUGGESTIONS, filterSuggestions, suggestionLabel } from '@/lib/filter-suggestions';

type ComboboxProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  // Called only when a suggestion is picked, not for typed text.
  onSelect?: (value: string) => void;
  options: readonly string[];
  name?: string;
  // Read out after the list opens, e.g. '5 suggestions available'.
  describeCount?: (count: number) => string;
  // The value was refused: red border and aria-invalid, like TextField with an error.
  invalid?: boolean;
  // Marks the label as required (the rule itself lives in the schema), like TextField.
  requiredMark?: boolean;
  // Each option's name in the other script (Jaipur → जयपुर): typing either finds it, the list
  // shows both ('जयपुर · Jaipur'), and picking it fills the option itself.
  otherNames?: ReadonlyMap<string, string>;
  // When the field gets focus (a caller may start loading otherNames then).
  onFocus?: () => void;
  // The options are already the suggestions for the value (a server matched them, e.g. by
  // sound or with a typo): listed as they are, not filtered again by the text.
  prefiltered?: boolean;
};

// A text field with a suggestion list (WAI-ARIA combobox pattern); free text stays allowed.
export const Combobox = ({
  label,
  value,
  onChange,
  onSelect,
  options,
  name,
  describeCount,
  invalid,
  requiredMark,
  otherNames,
  onFocus,
  prefiltered,
}: ComboboxProps) => {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listed = () =>
    prefiltered
      ? options.slice(0, MAX_SUGGESTIONS)
      : filterSuggestions(options, value, undefined, otherNames);
  const suggestions = open ? listed() : [];
  const expanded = suggestions.length > 0;

  const choose = (option: string) => {
    onChange(option);
    onSelect?.(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      // A closed list (Escape, or focus that left and came back) opens on its first suggestion,
      // as the WAI-ARIA combobox pattern has it: counted on the closed list's [] instead, the
      // first ArrowDown highlighted nothing and the Enter after it searched the typed text.
      const shown = open ? suggestions : listed();
      setOpen(true);
      setActive((current) => Math.min(open ? current + 1 : 0, shown.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((current) => Math.max(current - 1, 0));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const option = suggestions[active];
      if (option) choose(option);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {requiredMark && (
          <span aria-hidden="true" className="ms-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      <input
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={(event) => {
          event.target.select();
          setOpen(true);
          onFocus?.();
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        aria-invalid={invalid || undefined}
        className={cn(
          'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600',
          invalid ? 'border-red-500' : 'border-slate-300',
        )}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-96 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((option, index) => (
          <li
            key={option}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input so that blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm text-slate-800',
              index === active ? 'bg-brand-50 text-brand-900' : 'hover:bg-slate-50',
            )}
          >
            {suggestionLabel(option, otherNames)}
          </li>
        ))}
      </ul>
      {describeCount && (
        <p aria-live="polite" className="sr-only">
          {expanded ? describeCount(suggestions.length) : ''}
        </p>
      )}
    </div>
  );
};
