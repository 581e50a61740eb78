import { FileUp } from 'lucide-react';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';

type ProofInputProps = {
  file: File | null;
  onPick: (file: File | null) => void;
  error?: string;
};

// The booking's payment proof: an image or a PDF receipt; checked by content when picked.
export const ProofInput = ({ file, onPick, error }: ProofInputProps) => {
  const { t } = useTranslation('bookings');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {t('modal.proof')}
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      </label>
      <p id={`${id}-hint`} className="mb-2 text-xs text-slate-500">
        {t('modal.proofHint')}
      </p>
      <input
        ref={input}
        id={id}
        type="file"
        name="paymentProof"
        accept="image/*,application/pdf"
        className="sr-only"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
      />
      <div className="flex min-w-0 items-center gap-3">
        <button
          type="button"
          onClick={() => input.current?.click()}
          className={buttonClasses({ variant: 'outline', size: 'sm' })}
        >
          <FileUp aria-hidden="true" className="size-4" />
          {file ? t('modal.changeProof') : t('modal.chooseProof')}
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
