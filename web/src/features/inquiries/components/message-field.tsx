import { useId } from 'react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

type MessageFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

// A labelled multi-line input whose error is tied to it for screen readers.
export const MessageField = ({ label, error, className, ...props }: MessageFieldProps) => {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(
          'block w-full resize-y rounded-lg border bg-white px-3 py-2 text-base text-slate-900 shadow-sm focus:border-brand-600',
          error ? 'border-red-500' : 'border-slate-300',
        )}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
};
