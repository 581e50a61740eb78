import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dismissToast, toastStore } from './toast-store';
import type { Toast, ToastVariant } from './toast-store';

const styles: Record<ToastVariant, { box: string; icon: string; Icon: typeof Info }> = {
  success: { box: 'border-emerald-200', icon: 'text-emerald-600', Icon: CircleCheck },
  error: { box: 'border-red-200', icon: 'text-red-600', Icon: CircleAlert },
  warning: { box: 'border-amber-200', icon: 'text-amber-600', Icon: TriangleAlert },
  info: { box: 'border-sky-200', icon: 'text-sky-600', Icon: Info },
};

const ToastCard = ({ toast }: { toast: Toast }) => {
  const { t } = useTranslation();
  const { box, icon, Icon } = styles[toast.variant];
  return (
    <li
      role={toast.variant === 'error' ? 'alert' : 'status'}
      data-variant={toast.variant}
      className={cn(
        'pointer-events-auto flex gap-3 rounded-xl border bg-white p-4 text-sm shadow-lg',
        box,
      )}
    >
      <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', icon)} />
      <div className="min-w-0 flex-1">
        {toast.title && <p className="font-semibold text-slate-900">{toast.title}</p>}
        <p className="text-slate-700">{toast.message}</p>
        {toast.suggestions && toast.suggestions.length > 0 && (
          <div className="mt-2">
            <p className="sr-only">{t('toast.suggestions')}</p>
            <ul className="list-disc space-y-0.5 ps-4 text-slate-600">
              {toast.suggestions.map((suggestion) => (
                <li key={suggestion}>{suggestion}</li>
              ))}
            </ul>
          </div>
        )}
        {toast.action && <p className="mt-2 font-medium text-slate-800">{toast.action}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        aria-label={t('toast.dismiss')}
        className="-m-1 self-start rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
};

// No toast exists before the page runs: the server render and hydration show none.
const noToasts = (): readonly Toast[] => [];

export const Toaster = () => {
  const { t } = useTranslation();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, noToasts);
  return (
    <section
      aria-label={t('toast.region')}
      // Top right, as the spec's error helper (part 2 §9), just below the sticky header so the
      // language switch, account menu and bell stay usable; on phones across the top, away from
      // the bottom filters, sheets and the help button.
      data-testid="toaster"
      className="pointer-events-none fixed inset-x-4 top-20 z-[60] sm:inset-x-auto sm:right-6 sm:w-[24rem]"
    >
      <ol className="flex max-h-[calc(100dvh-6rem)] flex-col-reverse gap-2 overflow-hidden">
        {toasts.map((item) => (
          <ToastCard key={item.id} toast={item} />
        ))}
      </ol>
    </section>
  );
};
