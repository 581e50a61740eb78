import { LIMITS, TOAST_DURATIONS_MS } from '@ghar/contracts/constants';

export type ToastVariant = 'success' | 'error' | 'warning' | 'info';

export type ToastContent = {
  title?: string;
  message: string;
  suggestions?: string[];
  action?: string;
};

export type Toast = ToastContent & { id: number; variant: ToastVariant };

/** Two toasts that would read the same: same look, title, message, suggestions and action. */
export const sameToast = (a: Omit<Toast, 'id'>, b: Omit<Toast, 'id'>): boolean =>
  a.variant === b.variant &&
  a.title === b.title &&
  a.message === b.message &&
  a.action === b.action &&
  (a.suggestions ?? []).join('\n') === (b.suggestions ?? []).join('\n');

// Spec part 2 §9: error 8 s, success 5 s, warning 6 s; at most 20 on screen.
export const TOAST_DURATION_MS: Record<ToastVariant, number> = {
  ...TOAST_DURATIONS_MS,
  info: TOAST_DURATIONS_MS.success,
};
export const MAX_TOASTS = LIMITS.maxToasts;

// The oldest toast makes room when a 21st arrives.
export const appendToast = (current: readonly Toast[], next: Toast): Toast[] =>
  [...current, next].slice(-MAX_TOASTS);

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const setToasts = (next: Toast[]) => {
  const kept = new Set(next.map((item) => item.id));
  for (const [id, timer] of timers) {
    if (!kept.has(id)) {
      clearTimeout(timer);
      timers.delete(id);
    }
  }
  toasts = next;
  for (const listener of listeners) listener();
};

export const dismissToast = (id: number): void => {
  setToasts(toasts.filter((item) => item.id !== id));
};

const startTimer = (id: number, variant: ToastVariant) => {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS[variant]),
  );
};

// A toast identical to one on screen (three refreshes in a row, the same failure twice) does not
// stack a copy: the one showing stays for the full time again.
const show = (variant: ToastVariant, content: ToastContent): number => {
  const twin = toasts.find((item) => sameToast(item, { ...content, variant }));
  if (twin) {
    startTimer(twin.id, variant);
    return twin.id;
  }
  const id = nextId++;
  startTimer(id, variant);
  setToasts(appendToast(toasts, { ...content, id, variant }));
  return id;
};

export const toast = {
  success: (message: string, title?: string) => show('success', { message, title }),
  warning: (message: string, title?: string) => show('warning', { message, title }),
  info: (message: string, title?: string) => show('info', { message, title }),
  error: (content: ToastContent) => show('error', content),
};

export const toastStore = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: () => toasts,
};
