import { useId } from 'react';

type FilterSelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  anyLabel?: string;
};

/**
 * A select whose current value always shows: a value from a link that this select does not
 * offer (the home page's Showroom, a hand-edited BHK) is listed as it is, so every active filter
 * is visible and can be cleared (issue 23 item 19).
 */
export const FilterSelect = ({ label, value, onChange, options, anyLabel }: FilterSelectProps) => {
  const id = useId();
  const offered =
    value === '' || options.some((option) => option.value === value)
      ? options
      : [...options, { value, label: value }];
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-3 pe-8 text-sm text-slate-900 shadow-sm focus:border-brand-600"
      >
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {offered.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
