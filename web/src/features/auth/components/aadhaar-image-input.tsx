import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { IMAGE_MESSAGES, imageFileProblem } from '@/lib/image-file';
import { useLocalizeMessage } from '@/lib/localize-message';
import { SafeImage } from '@/components/ui/safe-image';

type AadhaarImageInputProps = { value: File | null; onChange: (file: File | null) => void };

// The Aadhaar card photo at signup: checked on choice, previewed, removable.
export const AadhaarImageInput = ({ value, onChange }: AadhaarImageInputProps) => {
  const { t } = useTranslation('auth');
  const localize = useLocalizeMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = async (file: File | undefined) => {
    // The same file can be chosen again after a removal.
    if (input.current) input.current.value = '';
    if (!file) return;
    const found = await imageFileProblem(file, IMAGE_MESSAGES.signup);
    setProblem(found);
    if (!found) onChange(file);
  };

  const remove = () => {
    onChange(null);
    setProblem(null);
  };

  return (
    <div>
      <p id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        {t('signup.aadhaarImage')}
        {/* Labelled required, as the spec's page is; the submit check does not insist on it. */}
        <span aria-hidden="true" className="ms-0.5 text-red-600">
          *
        </span>
      </p>
      <p id={`${id}-hint`} className="mb-2 text-xs text-slate-500">
        {t('signup.aadhaarImageHint')}
      </p>
      {/* The visible buttons open this chooser; it stays out of the tab order. */}
      <input
        ref={input}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => void choose(event.target.files?.[0])}
        className="sr-only"
      />
      {preview && value ? (
        <div className="flex items-center gap-4 rounded-xl border border-slate-200 p-3">
          <SafeImage
            src={preview}
            alt={t('signup.imagePreview')}
            loading="eager"
            width={128}
            height={80}
            className="h-20 w-32 shrink-0 rounded-lg"
          />
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-800">{value.name}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => input.current?.click()}
                className={buttonClasses({ variant: 'outline', size: 'sm' })}
              >
                {t('signup.changeImage')}
              </button>
              <button
                type="button"
                onClick={remove}
                className={buttonClasses({
                  variant: 'ghost',
                  size: 'sm',
                  className: 'text-red-700 hover:bg-red-50',
                })}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                {t('signup.removeImage')}
              </button>
            </div>
          </div>
        </div>
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          aria-labelledby={`${id}-label ${id}-choose`}
          aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
          className="flex w-full flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-300 px-4 py-6 text-slate-600 hover:border-brand-500 hover:bg-brand-50"
        >
          <ImagePlus aria-hidden="true" className="size-8 text-brand-700" />
          <span id={`${id}-choose`} className="text-sm font-semibold">
            {t('signup.chooseImage')}
          </span>
        </button>
      )}
      {problem && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {localize(problem)}
        </p>
      )}
    </div>
  );
};
