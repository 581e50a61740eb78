import { CalendarDays } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dateTextToIso, isoToDateText, maskDateText } from '@/lib/date-text';
import { useLocalizeMessage } from '@/lib/localize-message';

type DateInputProps = {
  /** ISO yyyy-mm-dd, or '' for none. */
  value: string;
  /** ISO yyyy-mm-dd once a whole, real date is typed or picked; '' while there is none. */
  onChange: (iso: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
};

/**
 * A date typed and shown as dd/mm/yyyy, whatever the browser's locale (a native date input
 * follows it, and most phones here run en-US: mm/dd/yyyy), with a calendar button that opens the
 * browser's own picker. The page gets ISO dates only.
 */
export const DateInput = ({
  value,
  onChange,
  onBlur,
  id,
  name,
  invalid,
  describedBy,
  className,
}: DateInputProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState(() => isoToDateText(value));
  // The last `value` received, and what this field sent that the page has not handed back yet: a
  // page that applies a change later (the search's URL changes in a transition) renders once more
  // with the old value first, and that must not bring the old date back under the reader's typing.
  const [seenValue, setSeenValue] = useState(value);
  const [echoes, setEchoes] = useState<string[]>([]);
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  if (value !== seenValue) {
    setSeenValue(value);
    const echo = echoes.indexOf(value);
    if (echo >= 0) setEchoes(echoes.slice(echo + 1));
    else {
      // A value set from outside (a reset, the back button, a link) replaces what is typed.
      setEchoes([]);
      if (value !== (dateTextToIso(text) ?? '')) setText(isoToDateText(value));
    }
  }
  const send = (iso: string) => {
    if (iso === (echoes.at(-1) ?? value)) return;
    setEchoes([...echoes, iso]);
    onChange(iso);
  };
  const unfinished = text !== '' && dateTextToIso(text) === null;

  return (
    <div className={cn('relative', className)}>
      <input
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder={t('date.placeholder')}
        maxLength={10}
        value={text}
        aria-invalid={invalid || (left && unfinished) || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = maskDateText(event.target.value);
          setText(next);
          setLeft(false);
          // A whole date is sent; an unfinished one counts as none.
          send(next === '' ? '' : (dateTextToIso(next) ?? ''));
        }}
        onBlur={() => {
          setLeft(true);
          onBlur?.();
        }}
        className={cn(
          'h-11 w-full rounded-lg border bg-white ps-3 pe-12 text-base text-slate-900 shadow-sm focus:border-brand-600',
          invalid || (left && unfinished) ? 'border-red-500' : 'border-slate-300',
        )}
      />
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={dateTextToIso(text) ?? ''}
        onChange={(event) => {
          setText(isoToDateText(event.target.value));
          send(event.target.value);
        }}
        className="pointer-events-none absolute end-0 bottom-0 size-px opacity-0"
      />
      <button
        type="button"
        aria-label={t('date.pick')}
        title={t('date.pick')}
        onClick={() => {
          const input = picker.current;
          if (!input) return;
          try {
            input.showPicker();
          } catch {
            // An older browser without showPicker: the native input takes the click instead.
            input.click();
          }
        }}
        className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-500 hover:bg-slate-50 hover:text-brand-700"
      >
        <CalendarDays aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
};

type DateFieldProps = Omit<DateInputProps, 'id' | 'describedBy' | 'invalid'> & {
  label: string;
  /** A contracts or server message, shown under the field in the reader's language. */
  error?: string;
};

/** A labelled DateInput, laid out as the other fields. */
export const DateField = ({ label, error, className, ...props }: DateFieldProps) => {
  const id = useId();
  const localize = useLocalizeMessage();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <DateInput
        id={id}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
        {...props}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {localize(error)}
        </p>
      )}
    </div>
  );
};
