import { X } from 'lucide-react';
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useBodyScrollLock } from '@/hooks/use-body-scroll-lock';
import { useFocusTrap } from '@/hooks/use-focus-trap';
import { SafeImage } from './safe-image';

type ImageViewerProps = { open: boolean; src: string; title: string; onClose: () => void };

// A picture at full size over the page (Aadhaar card 'View Full', admin image viewer).
export const ImageViewer = ({ open, src, title, onClose }: ImageViewerProps) => {
  const { t } = useTranslation('forms');
  const panel = useRef<HTMLDivElement>(null);
  useBodyScrollLock(open);
  useFocusTrap(panel, open, onClose);
  if (!open) return null;
  return createPortal(
    <div
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-label={title}
      className="fixed inset-0 z-50 flex flex-col bg-slate-950/90 p-4"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="flex items-center justify-between gap-4 text-white">
        <h2 className="truncate text-lg font-semibold">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="rounded-lg p-2 hover:bg-white/10"
        >
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
      <div
        className="flex min-h-0 flex-1 items-center justify-center pt-4"
        onMouseDown={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        <SafeImage
          src={src}
          alt={title}
          loading="eager"
          className="max-h-full max-w-full rounded-lg object-contain"
        />
      </div>
    </div>,
    document.body,
  );
};
