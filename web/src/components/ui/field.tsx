import { useId } from 'react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const control =
  'h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600';
const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

type InputFieldProps = ComponentProps<'input'> & { label: string };

export const InputField = ({ label, className, ...props }: InputFieldProps) => {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} className={control} {...props} />
    </div>
  );
};

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  options: { value: string; label: string }[];
};

export const SelectField = ({ label, options, className, ...props }: SelectFieldProps) => {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} className={cn(control, 'pe-8')} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
};
