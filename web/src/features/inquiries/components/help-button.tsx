import { MessageCircleQuestionMark } from 'lucide-react';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStepAside } from '@/hooks/use-step-aside';
import { cn } from '@/lib/cn';

// The form (react-hook-form, the zod schema) loads on first use, not with every page.
const InquiryDialog = lazy(async () => ({
  default: (await import('./inquiry-dialog')).InquiryDialog,
}));

// Part 1 §2: the floating help button on every page; it opens the Inquiry modal.
export const HelpButton = () => {
  const { t } = useTranslation('inquiries');
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // It steps aside (fades, lets clicks through) while it would sit on a form field, a button or a
  // card's action, and while a dialog is open: it never hides a control nor floats over a modal.
  const covers = useStepAside(button);

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        aria-label={t('help.button')}
        title={t('help.button')}
        aria-haspopup="dialog"
        data-testid="help-button"
        aria-hidden={covers || undefined}
        tabIndex={covers ? -1 : undefined}
        className={cn(
          'fixed end-4 bottom-4 z-30 flex size-14 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/70 transition-[opacity,background-color] hover:bg-brand-800 sm:end-6 sm:bottom-6',
          covers && 'pointer-events-none opacity-0',
        )}
      >
        <MessageCircleQuestionMark aria-hidden="true" className="size-7" />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <InquiryDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
