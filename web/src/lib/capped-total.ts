// Totals the server counts up to 100 (issue 24: no screen counts a growing collection): beyond
// that it says `totalCapped`, and the screens show the figure as a lower bound, "100+" (the same
// in English and Hindi).
export const atLeast = (value: number, capped: boolean | undefined): string =>
  capped ? `${value}+` : String(value);
