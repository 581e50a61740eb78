import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_TOASTS,
  TOAST_DURATION_MS,
  appendToast,
  dismissToast,
  toast,
  toastStore,
} from './toast-store';
import type { Toast } from './toast-store';

const make = (id: number): Toast => ({ id, variant: 'info', message: `Toast ${id}` });

describe('toast list', () => {
  it('when fewer than 20 toasts show, then a new one is added at the end', () => {
    expect(appendToast([make(1)], make(2)).map((item) => item.id)).toEqual([1, 2]);
  });

  it('when 20 toasts already show, then the oldest makes room for the new one', () => {
    const full = Array.from({ length: MAX_TOASTS }, (_, index) => make(index + 1));
    const next = appendToast(full, make(21));
    expect(next).toHaveLength(20);
    expect(next[0]?.id).toBe(2);
    expect(next.at(-1)?.id).toBe(21);
  });

  it('when toasts are timed, then errors last 8 s, warnings 6 s and successes 5 s', () => {
    expect(TOAST_DURATION_MS.error).toBe(8000);
    expect(TOAST_DURATION_MS.warning).toBe(6000);
    expect(TOAST_DURATION_MS.success).toBe(5000);
  });
});

describe('identical toasts', () => {
  // The store is the module's: a file run before this one in the same worker (the unit level
  // shares modules between files) may have left toasts on it.
  beforeEach(() => {
    for (const item of toastStore.getSnapshot()) dismissToast(item.id);
    vi.useFakeTimers();
  });
  afterEach(() => {
    for (const item of toastStore.getSnapshot()) dismissToast(item.id);
    vi.useRealTimers();
  });

  it('when the same success shows three times, then one toast is on screen', () => {
    const first = toast.success('Properties refreshed!');
    toast.success('Properties refreshed!');
    const third = toast.success('Properties refreshed!');
    expect(third).toBe(first);
    expect(toastStore.getSnapshot()).toHaveLength(1);
  });

  it('when a copy arrives late, then the toast showing stays its full time again', () => {
    toast.success('Properties refreshed!');
    vi.advanceTimersByTime(4000);
    toast.success('Properties refreshed!');
    vi.advanceTimersByTime(4000);
    expect(toastStore.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(toastStore.getSnapshot()).toHaveLength(0);
  });

  it('when texts or looks differ, then each toast shows', () => {
    toast.success('Properties refreshed!');
    toast.warning('Properties refreshed!');
    toast.success('Properties refreshed!', 'Done');
    toast.error({ title: 'Failed', message: 'Try again', suggestions: ['a'] });
    toast.error({ title: 'Failed', message: 'Try again', suggestions: ['b'] });
    expect(toastStore.getSnapshot()).toHaveLength(5);
  });

  it('when a toast was dismissed, then the same one shows anew', () => {
    const first = toast.success('Saved');
    dismissToast(first);
    expect(toast.success('Saved')).not.toBe(first);
    expect(toastStore.getSnapshot()).toHaveLength(1);
  });
});
