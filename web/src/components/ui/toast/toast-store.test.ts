import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, TOAST_DURATION_MS, appendToast } from './toast-store';
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
