import { Eye, EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { useLocalizeMessage } from '@/lib/localize-message';

const control =
  'h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm focus:border-brand-600 disabled:bg-slate-50 disabled:text-slate-500';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  // A schema or server message; shown in the reader's language.
  error?: string;
  hint?: string;
  // Marks the label; the rule itself lives in the schema.
  requiredMark?: boolean;
  trailing?: ReactNode;
};

// A labelled input with its hint and error tied to it for screen readers.
export const TextField = ({
  label,
  error,
  hint,
  requiredMark,
  trailing,
  className,
  id: givenId,
  ...props
}: TextFieldProps) => {
  const localize = useLocalizeMessage();
  const autoId = useId();
  const id = givenId ?? autoId;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        {requiredMark && (
          <span aria-hidden="true" className="ms-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            control,
            error ? 'border-red-500' : 'border-slate-300',
            trailing !== undefined && 'pe-12',
          )}
          {...props}
        />
        {trailing !== undefined && (
          <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {localize(error)}
        </p>
      )}
    </div>
  );
};

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'trailing'>;

// Password with a show/hide toggle (spec: login, signup, change password).
export const PasswordField = (props: PasswordFieldProps) => {
  const { t } = useTranslation('forms');
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((value) => !value)}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          className="rounded-md p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
        >
          <Icon aria-hidden="true" className="size-5" />
        </button>
      }
    />
  );
};
