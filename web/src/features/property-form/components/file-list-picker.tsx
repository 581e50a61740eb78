import { FileText, Upload, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { isPdfName } from '../utils/file-checks';

type FileListPickerProps = {
  /** The API's multipart name; also names the hidden input. */
  name: string;
  label: string;
  hint?: string;
  requiredMark?: boolean;
  /** A rule of the whole list (e.g. at least one), from the form or the server. */
  error?: string;
  accept: string;
  multiple: boolean;
  max?: number;
  /** Shown when a pick would go past `max`. */
  tooMany?: string;
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** Stored files an edit keeps (URLs); removing one drops it on save. */
  kept?: string[];
  onKeptChange?: (urls: string[]) => void;
  /** The problem with one picked file, in the reader's language, or null. */
  check: (file: File) => Promise<string | null>;
  /** Shows a drop area with this text (the simple form's image dropzone). */
  dropLabel?: string;
};

const nameOfUrl = (url: string) => decodeURIComponent(url.split('/').pop()?.split('?')[0] ?? url);

const Thumb = ({ src, name }: { src: string; name: string }) =>
  isPdfName(name) ? (
    <span className="flex size-full flex-col items-center justify-center gap-1 p-2 text-slate-600">
      <FileText aria-hidden="true" className="size-8" />
      <span className="w-full truncate text-center text-xs">{name}</span>
    </span>
  ) : (
    <img src={src} alt={name} className="size-full object-cover" />
  );

// Files of one listing field with previews and a remove button each; stored ones first.
export const FileListPicker = ({
  name,
  label,
  hint,
  requiredMark,
  error,
  accept,
  multiple,
  max,
  tooMany,
  files,
  onFilesChange,
  kept = [],
  onKeptChange,
  check,
  dropLabel,
}: FileListPickerProps) => {
  const { t } = useTranslation('property-form');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = async (picked: File[]) => {
    // The same file can be picked again after a refusal or a removal.
    if (input.current) input.current.value = '';
    if (picked.length === 0) return;
    for (const file of picked) {
      const found = await check(file);
      if (found) {
        setProblem(found);
        return;
      }
    }
    if (!multiple) {
      setProblem(null);
      onKeptChange?.([]);
      onFilesChange(picked.slice(0, 1));
      return;
    }
    if (max !== undefined && kept.length + files.length + picked.length > max) {
      setProblem(tooMany ?? null);
      return;
    }
    setProblem(null);
    onFilesChange([...files, ...picked]);
  };

  const shown = problem ?? error;
  const items = [
    ...kept.map((url) => ({
      key: `kept-${url}`,
      src: url,
      name: nameOfUrl(url),
      saved: true,
      remove: () => onKeptChange?.(kept.filter((item) => item !== url)),
    })),
    ...files.map((file, index) => ({
      key: `new-${index}-${file.name}`,
      src: previews[index] ?? '',
      name: file.name,
      saved: false,
      remove: () => onFilesChange(files.filter((_, at) => at !== index)),
    })),
  ];
  const full = multiple && max !== undefined && items.length >= max;

  const chooseButton = (
    <button
      type="button"
      disabled={full}
      aria-describedby={shown ? `${id}-error` : undefined}
      onClick={() => input.current?.click()}
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
    >
      <Upload aria-hidden="true" className="size-4" />
      {multiple
        ? name === 'mediaFiles'
          ? t('files.addPhotos')
          : t('files.addFiles')
        : items.length > 0
          ? t('files.replaceFile')
          : t('files.addFile')}
    </button>
  );

  return (
    <div className="sm:col-span-2" data-invalid={shown ? true : undefined}>
      <p id={`${id}-label`} className="mb-1 text-sm font-medium text-slate-700">
        {label}
        {requiredMark && (
          <span aria-hidden="true" className="ms-0.5 text-red-600">
            *
          </span>
        )}
      </p>
      {hint && <p className="mb-2 text-xs text-slate-500">{hint}</p>}
      {items.length > 0 && (
        <ul aria-labelledby={`${id}-label`} className="mb-3 grid grid-cols-3 gap-3 sm:grid-cols-5">
          {items.map((item, index) => (
            <li
              key={item.key}
              className="relative aspect-square overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
            >
              {item.saved && isPdfName(item.name) ? (
                <a
                  href={item.src}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('files.open', { name: item.name })}
                  className="block size-full"
                >
                  <Thumb src={item.src} name={item.name} />
                </a>
              ) : (
                <Thumb src={item.src} name={item.name} />
              )}
              {(item.saved || (name === 'mediaFiles' && index === 0)) && (
                <span className="absolute start-1 bottom-1 rounded bg-slate-900/70 px-1.5 py-0.5 text-[11px] text-white">
                  {name === 'mediaFiles' && index === 0 ? t('files.cover') : t('files.saved')}
                </span>
              )}
              <button
                type="button"
                onClick={item.remove}
                aria-label={t('files.remove', { name: item.name })}
                className="absolute end-1 top-1 rounded-full bg-white/90 p-1.5 text-slate-700 shadow hover:bg-red-50 hover:text-red-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={(event) => void add([...(event.target.files ?? [])])}
      />
      {dropLabel ? (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            if (!full) void add([...event.dataTransfer.files]);
          }}
          className={cn(
            'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-6 text-center text-sm text-slate-600',
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
          )}
        >
          <p>{dropLabel}</p>
          {chooseButton}
        </div>
      ) : (
        chooseButton
      )}
      {shown && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {shown}
        </p>
      )}
    </div>
  );
};
