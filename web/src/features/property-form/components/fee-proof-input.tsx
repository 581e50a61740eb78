import { ImageUp } from 'lucide-react';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

type FeeProofInputProps = {
  file: File | null;
  onPick: (file: File | null) => void;
  error?: string;
};

// The payment screenshot: a preview once chosen; checked by the dialog when picked and on publish.
export const FeeProofInput = ({ file, onPick, error }: FeeProofInputProps) => {
  const { t } = useTranslation('property-form');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <div data-invalid={error ? true : undefined}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t('fee.proof')}
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      </label>
      <p className="mb-2 text-xs text-slate-500">{t('fee.proofHint')}</p>
      <input
        ref={input}
        id={id}
        type="file"
        name="listingFeeProof"
        accept="image/*"
        className="sr-only"
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <div className="flex items-center gap-3">
        {preview && file && (
          <img
            src={preview}
            alt={file.name}
            className="size-16 rounded-lg border border-slate-200 object-cover"
          />
        )}
        <button
          type="button"
          onClick={() => input.current?.click()}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {file ? t('fee.changeProof') : t('fee.chooseProof')}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
};
