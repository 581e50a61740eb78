import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/cn';

const control =
  'w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 disabled:bg-slate-50';
const labelClass = 'mb-1 block text-sm font-medium text-slate-700';

type Described = { label: string; error?: string; hint?: string; requiredMark?: boolean };

const Label = ({ id, label, requiredMark }: { id: string } & Described) => (
  <label htmlFor={id} className={labelClass}>
    {label}
    {requiredMark && (
      <span aria-hidden="true" className="ms-0.5 text-red-600">
        *
      </span>
    )}
  </label>
);

// Hint and error under a control, tied to it by aria-describedby (ids from `describedBy`).
const Notes = ({ id, error, hint }: { id: string; error?: string; hint?: string }) => (
  <>
    {hint && (
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
    )}
    {error && (
      <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
        {error}
      </p>
    )}
  </>
);

const describedBy = (id: string, { error, hint }: Described) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

type SelectControlProps = ComponentProps<'select'> &
  Described & { options: { value: string; label: string }[]; placeholder?: string };

export const SelectControl = ({
  label,
  error,
  hint,
  requiredMark,
  options,
  placeholder,
  className,
  ...props
}: SelectControlProps) => {
  const id = useId();
  return (
    <div className={className}>
      <Label id={id} label={label} requiredMark={requiredMark} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={cn(control, 'h-11 pe-8', error ? 'border-red-500' : 'border-slate-300')}
        {...props}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
};

type TextAreaControlProps = ComponentProps<'textarea'> & Described;

export const TextAreaControl = ({
  label,
  error,
  hint,
  requiredMark,
  className,
  ...props
}: TextAreaControlProps) => {
  const id = useId();
  return (
    <div className={className}>
      <Label id={id} label={label} requiredMark={requiredMark} />
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { label, error, hint })}
        className={cn(control, 'py-2', error ? 'border-red-500' : 'border-slate-300')}
        {...props}
      />
      <Notes id={id} error={error} hint={hint} />
    </div>
  );
};

/** A control that is not a plain input (type-ahead, file list) with its error, found by scroll. */
export const FieldFrame = ({
  error,
  className,
  children,
}: {
  error?: string;
  className?: string;
  children: ReactNode;
}) => (
  <div className={className} data-invalid={error ? true : undefined}>
    {children}
    {error && (
      <p role="alert" className="mt-1 text-sm text-red-700">
        {error}
      </p>
    )}
  </div>
);

export const FormSection = ({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) => (
  <section className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
    <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {action}
    </div>
    <div className="grid gap-4 sm:grid-cols-2">{children}</div>
  </section>
);
