import { FileUp } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button';

type PaymentProofPickerProps = {
  file: File | null;
  onPick: (file: File | null) => void;
  error?: string;
  /** The form field's name (`listingFeeProof`, `paymentProof`). */
  name: string;
  accept: string;
  label: string;
  hint: string;
  chooseText: string;
  changeText: string;
};

/**
 * The payment proof of the listing fee and of a booking: a required file picker with its hint,
 * the chosen file's name (and a preview when it is an image) and its error. The caller judges the
 * file by its content when it is picked.
 */
export const PaymentProofPicker = ({
  file,
  onPick,
  error,
  name,
  accept,
  label,
  hint,
  chooseText,
  changeText,
}: PaymentProofPickerProps) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(
    () => (file?.type.startsWith('image/') ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <div data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      </label>
      <p id={`${id}-hint`} className="mb-2 text-xs text-slate-500">
        {hint}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        name={name}
        accept={accept}
        className="sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <div className="flex min-w-0 items-center gap-3">
        {preview && file && (
          <img
            src={preview}
            alt={file.name}
            className="size-16 shrink-0 rounded-lg border border-slate-200 object-cover"
          />
        )}
        <button
          type="button"
          onClick={() => input.current?.click()}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <FileUp aria-hidden="true" className="size-4" />
          {file ? changeText : chooseText}
        </button>
        {file && <span className="truncate text-sm text-slate-700">{file.name}</span>}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
};
