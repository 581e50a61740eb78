/**
 * The most a list's total counts (issue 24: no request counts a growing collection). Beyond it a
 * total is a lower bound, `totalCapped`, which the screens show as "100+" and "page 1 of 5+".
 */
export const TOTAL_COUNT_CAP = 100;

export interface CappedTotal {
  /** Exact when `totalCapped` is false; otherwise at least this many. */
  total: number;
  totalCapped: boolean;
}
